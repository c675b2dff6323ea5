import { performance } from 'node:perf_hooks';
import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import roaring from 'roaring';
import type { AudienceCounter, AudienceCountResult, CountOptions } from '../audience-counter';
import type { Circle } from '../geo/distance';
import type { DeviceBatch, PopulationInfo } from '../population/schema';
import { type CompiledQuery, compileQuery } from '../query/compile';
import { AGE_BAND_COUNT, type CountCube, emptyCube, GENDER_COUNT, summarize } from '../query/summarize';
import { type Bitmap, EngineBuilder, type EngineIndexes, type Shard } from './engine-builder';
import { IdBuffer } from './geo-grid';

const { RoaringBitmap32 } = roaring;

/**
 * The in-memory audience engine (ARCHITECTURE 7): every filter is a union of precomputed bitmaps, an audience
 * is their intersection, and locations go through a grid and an exact distance test.
 */
export class BitmapAudienceEngine implements AudienceCounter {
  readonly name = 'bitmap-engine';

  private constructor(
    readonly info: PopulationInfo,
    private readonly indexes: EngineIndexes,
    /** Devices this engine holds (its shard of the population). */
    readonly devices: number,
    readonly shard: Shard,
  ) {}

  static async build(
    info: PopulationInfo,
    batches: Iterable<DeviceBatch> | AsyncIterable<DeviceBatch>,
    options: { shard?: Shard } = {},
  ): Promise<BitmapAudienceEngine> {
    const builder = new EngineBuilder(info, options.shard);
    for await (const batch of batches) builder.add(batch);
    const { devices, shard, ...indexes } = builder.finish();
    return new BitmapAudienceEngine(info, indexes, devices, shard);
  }

  async count(filters: AudienceFilters, options: CountOptions = {}): Promise<AudienceCountResult> {
    const started = performance.now();
    const cube = this.countCube(compileQuery(filters, this.info.catalog), options.breakdown === true);
    return summarize(cube, this.info.catalog, options, performance.now() - started);
  }

  /** The matched devices of this engine's shard, by country (and gender and age band for a breakdown). */
  countCube(query: CompiledQuery, withCells: boolean): CountCube {
    const cube = emptyCube(this.info.catalog.countries.length, withCells);
    if (query.skip) return cube;
    const matched = this.match(query);
    if (!matched) return cube;
    const { country, gender, ageBand } = this.indexes;
    country.forEach((devices, code) => {
      if (!withCells) {
        cube.byCountry[code] = matched.andCardinality(devices);
        return;
      }
      const inCountry = RoaringBitmap32.and(matched, devices);
      cube.byCountry[code] = inCountry.size;
      if (inCountry.size === 0) return;
      gender.forEach((ofGender, genderCode) => {
        const cell = RoaringBitmap32.and(inCountry, ofGender);
        if (cell.size === 0) return;
        ageBand.forEach((ofBand, band) => {
          if (cube.cells)
            cube.cells[(code * GENDER_COUNT + genderCode) * AGE_BAND_COUNT + band] =
              cell.andCardinality(ofBand);
        });
      });
    });
    return cube;
  }

  /** The devices the query reaches, or null when none can be. */
  private match(query: CompiledQuery): Bitmap | null {
    const { indexes } = this;
    const clauses: Bitmap[] = [];
    const exclusions: Bitmap[] = [];
    const anyOf = (bitmaps: Bitmap[], codes: number[] | null) => {
      if (codes !== null) clauses.push(union(codes.map((code) => bitmaps[code])));
    };
    if (query.hasIncludedPlaces) {
      clauses.push(
        union([
          ...query.includedCountries.map((code) => indexes.country[code]),
          this.within(query, query.includedCircles),
        ]),
      );
    }
    if (query.appsAllOf !== null) {
      if (query.appsAllOf.length === 0) return null;
      for (const code of query.appsAllOf) clauses.push(indexes.apps[code] ?? new RoaringBitmap32());
    }
    anyOf(indexes.apps, query.appsAnyOf);
    if (query.appsNoneOf !== null) exclusions.push(union(query.appsNoneOf.map((code) => indexes.apps[code])));
    if (query.appsNotAllOf !== null) {
      exclusions.push(
        intersection(query.appsNotAllOf.map((code) => indexes.apps[code] ?? new RoaringBitmap32())),
      );
    }
    if (query.categoryAppsAnyOf !== null) {
      const wanted = new Set(query.categoryAppsAnyOf.map((code) => this.info.catalog.apps[code]?.category));
      clauses.push(
        union([...indexes.categories].filter(([name]) => wanted.has(name)).map(([, devices]) => devices)),
      );
    }
    anyOf(indexes.model, query.models);
    anyOf(indexes.carrier, query.carriers);
    anyOf(indexes.language, query.languages);
    anyOf(indexes.gender, query.gender === null ? null : [query.gender]);
    anyOf(indexes.ageBand, query.ageBands);
    anyOf(indexes.socioEconomicLevel, query.socioEconomicLevels);
    const battery = query.battery;
    if (battery) {
      anyOf(
        indexes.battery,
        Array.from({ length: battery.max - battery.min + 1 }, (_, at) => battery.min + at),
      );
    }
    exclusions.push(...query.excludedCountries.map((code) => indexes.country[code] ?? new RoaringBitmap32()));
    if (query.excludedCircles.length > 0) exclusions.push(this.within(query, query.excludedCircles));
    let matched = clauses.length === 0 ? indexes.all : intersection(clauses);
    for (const excluded of exclusions) {
      if (matched.size === 0) break;
      matched = RoaringBitmap32.andNot(matched, excluded);
    }
    return matched;
  }

  /** Devices with their home (resident) or their home or a seen location (indistinct) in any circle. */
  private within(query: CompiledQuery, circles: readonly Circle[]): Bitmap {
    const found = new IdBuffer();
    for (const target of circles) {
      this.indexes.homes.collect(target, found);
      if (query.placeMode === 'indistinct') this.indexes.seen.collect(target, found);
    }
    return new RoaringBitmap32(found.view());
  }
}

function union(bitmaps: readonly (Bitmap | undefined)[]): Bitmap {
  const present = bitmaps.filter((bitmap): bitmap is Bitmap => bitmap !== undefined);
  if (present.length === 1 && present[0]) return present[0];
  return RoaringBitmap32.orMany(present);
}

/** Intersects smallest first, so every step works on the least it can. */
function intersection(bitmaps: readonly Bitmap[]): Bitmap {
  const ordered = [...bitmaps].sort((a, b) => a.size - b.size);
  let result = ordered[0] ?? new RoaringBitmap32();
  for (const next of ordered.slice(1)) {
    if (result.size === 0) break;
    result = RoaringBitmap32.and(result, next);
  }
  return result;
}
