import roaring from 'roaring';
import { type DeviceBatch, GENDERS, type PopulationInfo, SEEN_PLACES } from '../population/schema';
import { ageBandCode } from '../query/compile';
import { AGE_BAND_COUNT } from '../query/summarize';
import type { Bitmap } from './bitmap';
import { GeoGrid } from './geo-grid';

export type { Bitmap } from './bitmap';

const { RoaringBitmap32 } = roaring;

/** A range of device ids, [from, to): one engine process can hold one shard of a population. */
export interface Shard {
  from: number;
  to: number;
}

export interface EngineIndexes {
  all: Bitmap;
  country: Bitmap[];
  model: Bitmap[];
  carrier: Bitmap[];
  language: Bitmap[];
  gender: Bitmap[];
  ageBand: Bitmap[];
  socioEconomicLevel: Bitmap[];
  /**
   * Devices with a battery level at most 0, 1, ... 100: a range is two operations on the result so far (at
   * most its top, less at most the level below its bottom), whatever its width.
   */
  batteryUpTo: Bitmap[];
  apps: Bitmap[];
  /** By category name: devices with any app of it. */
  categories: Map<string, Bitmap>;
  homes: GeoGrid;
  seen: GeoGrid;
}

const bitmaps = (count: number) => Array.from({ length: count }, () => new RoaringBitmap32());
const AGE_BAND_OF = Uint8Array.from({ length: 256 }, (_, age) => Math.max(0, ageBandCode(age)));

/** Takes batches as they are read and indexes them: one bitmap per attribute value, and two location grids. */
export class EngineBuilder {
  private readonly indexes: Omit<EngineIndexes, 'homes' | 'seen' | 'categories' | 'batteryUpTo'> & {
    battery: Bitmap[];
  };
  private readonly homeIds: Uint32Array;
  private readonly homeLats: Float32Array;
  private readonly homeLons: Float32Array;
  private readonly seenLats: Float32Array;
  private readonly seenLons: Float32Array;
  private devices = 0;
  private readonly shard: Shard;

  constructor(
    private readonly info: PopulationInfo,
    shard?: Shard,
  ) {
    const { catalog } = info;
    this.shard = { from: shard?.from ?? 0, to: Math.min(shard?.to ?? info.devices, info.devices) };
    const capacity = Math.max(0, this.shard.to - this.shard.from);
    this.indexes = {
      all: new RoaringBitmap32(),
      country: bitmaps(catalog.countries.length),
      model: bitmaps(catalog.models.length),
      carrier: bitmaps(catalog.carriers.length),
      language: bitmaps(catalog.languages.length),
      gender: bitmaps(GENDERS.length),
      ageBand: bitmaps(AGE_BAND_COUNT),
      socioEconomicLevel: bitmaps(catalog.socioEconomicLevels.length),
      battery: bitmaps(101),
      apps: bitmaps(catalog.apps.length),
    };
    this.homeIds = new Uint32Array(capacity);
    this.homeLats = new Float32Array(capacity);
    this.homeLons = new Float32Array(capacity);
    this.seenLats = new Float32Array(capacity * SEEN_PLACES);
    this.seenLons = new Float32Array(capacity * SEEN_PLACES);
  }

  add(batch: DeviceBatch): void {
    const { from, to } = this.shard;
    let first = 0;
    while (first < batch.length && (batch.deviceId[first] ?? 0) < from) first += 1;
    let end = first;
    while (end < batch.length && (batch.deviceId[end] ?? 0) < to) end += 1;
    if (end <= first) return;
    const ids = batch.deviceId.subarray(first, end);
    const slice = <A extends { subarray(start: number, end: number): A }>(values: A) =>
      values.subarray(first, end);
    const { indexes } = this;
    indexes.all.addMany(ids);
    indexByValue(indexes.country, ids, slice(batch.country));
    indexByValue(indexes.model, ids, slice(batch.model));
    indexByValue(indexes.carrier, ids, slice(batch.carrier));
    indexByValue(indexes.language, ids, slice(batch.language));
    indexByValue(indexes.gender, ids, slice(batch.gender));
    indexByValue(
      indexes.ageBand,
      ids,
      slice(batch.age).map((age) => AGE_BAND_OF[age] ?? 0),
    );
    indexByValue(indexes.socioEconomicLevel, ids, slice(batch.socioEconomicLevel));
    indexByValue(indexes.battery, ids, slice(batch.battery));
    this.indexApps(batch, first, end);
    for (let row = first; row < end; row += 1) {
      const at = this.devices;
      const id = batch.deviceId[row] ?? 0;
      this.homeIds[at] = id;
      this.homeLats[at] = batch.homeLat[row] ?? 0;
      this.homeLons[at] = batch.homeLon[row] ?? 0;
      for (let place = 0; place < SEEN_PLACES; place += 1) {
        this.seenLats[at * SEEN_PLACES + place] = batch.seenLat[row * SEEN_PLACES + place] ?? 0;
        this.seenLons[at * SEEN_PLACES + place] = batch.seenLon[row * SEEN_PLACES + place] ?? 0;
      }
      this.devices += 1;
    }
  }

  /** Inverts the batch's app lists (device -> apps into app -> devices) and appends each run to its bitmap. */
  private indexApps(batch: DeviceBatch, first: number, end: number): void {
    const apps = this.indexes.apps;
    const counts = new Uint32Array(apps.length + 1);
    const start = batch.appOffsets[first] ?? 0;
    const stop = batch.appOffsets[end] ?? 0;
    for (let index = start; index < stop; index += 1) {
      const app = batch.apps[index] ?? 0;
      counts[app + 1] = (counts[app + 1] ?? 0) + 1;
    }
    for (let app = 1; app < counts.length; app += 1)
      counts[app] = (counts[app] ?? 0) + (counts[app - 1] ?? 0);
    const starts = counts.slice();
    const devices = new Uint32Array(stop - start);
    for (let row = first; row < end; row += 1) {
      const id = batch.deviceId[row] ?? 0;
      for (let index = batch.appOffsets[row] ?? 0; index < (batch.appOffsets[row + 1] ?? 0); index += 1) {
        const app = batch.apps[index] ?? 0;
        const position = starts[app] ?? 0;
        devices[position] = id;
        starts[app] = position + 1;
      }
    }
    apps.forEach((bitmap, app) => {
      const from = counts[app] ?? 0;
      const to = counts[app + 1] ?? 0;
      if (to > from) bitmap.addMany(devices.subarray(from, to));
    });
  }

  finish(): EngineIndexes & { devices: number; shard: Shard } {
    const { catalog } = this.info;
    const all = [...Object.values(this.indexes)].flat();
    for (const bitmap of all) {
      bitmap.runOptimize();
      bitmap.shrinkToFit();
    }
    const categories = new Map<string, Bitmap>();
    for (const category of new Set(catalog.apps.map((app) => app.category))) {
      const members = this.indexes.apps.filter((_, code) => catalog.apps[code]?.category === category);
      categories.set(category, RoaringBitmap32.orMany(members));
    }
    const { battery, ...indexes } = this.indexes;
    const batteryUpTo: Bitmap[] = [];
    battery.forEach((level, index) => {
      const upTo = index === 0 ? level.clone() : RoaringBitmap32.or(batteryUpTo[index - 1] ?? level, level);
      upTo.runOptimize();
      upTo.shrinkToFit();
      batteryUpTo.push(upTo);
    });
    const length = this.devices;
    return {
      ...indexes,
      batteryUpTo,
      categories,
      homes: GeoGrid.build(this.homeIds, this.homeLats, this.homeLons, length),
      // A device's seen places follow one another: their ids are the home grid's input, read SEEN_PLACES apart.
      seen: GeoGrid.build(this.homeIds, this.seenLats, this.seenLons, length * SEEN_PLACES, SEEN_PLACES),
      devices: length,
      shard: this.shard,
    };
  }
}

/** Groups ids by their value (a counting sort, so each group stays ascending) and appends each group. */
function indexByValue(target: Bitmap[], ids: Uint32Array, values: ArrayLike<number>): void {
  const counts = new Uint32Array(target.length + 1);
  for (let row = 0; row < ids.length; row += 1) {
    const value = values[row] ?? 0;
    counts[value + 1] = (counts[value + 1] ?? 0) + 1;
  }
  for (let value = 1; value < counts.length; value += 1) {
    counts[value] = (counts[value] ?? 0) + (counts[value - 1] ?? 0);
  }
  const starts = counts.slice();
  const grouped = new Uint32Array(ids.length);
  for (let row = 0; row < ids.length; row += 1) {
    const value = values[row] ?? 0;
    const position = starts[value] ?? 0;
    grouped[position] = ids[row] ?? 0;
    starts[value] = position + 1;
  }
  target.forEach((bitmap, value) => {
    const from = counts[value] ?? 0;
    const to = counts[value + 1] ?? 0;
    if (to > from) bitmap.addMany(grouped.subarray(from, to));
  });
}
