import { performance } from 'node:perf_hooks';
import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import roaring from 'roaring';
import {
  type AudienceCounter,
  type AudienceCountResult,
  type CountedAttribute,
  type CountOptions,
  DEFAULT_ID_BATCH,
} from '../audience-counter';
import type { Circle } from '../geo/distance';
import type { DeviceBatch, PopulationInfo } from '../population/schema';
import { type CompiledQuery, compileQuery } from '../query/compile';
import { AGE_BAND_COUNT, type CountCube, emptyCube, GENDER_COUNT, summarize } from '../query/summarize';
import { type Bitmap, EngineBuilder, type EngineIndexes, type Shard } from './engine-builder';
import { IdSet } from './id-set';

const { RoaringBitmap32 } = roaring;

/**
 * The in-memory audience engine (ARCHITECTURE 7): every filter is a union of precomputed bitmaps, an audience
 * is their intersection, and locations go through a grid and an exact distance test.
 */
export class BitmapAudienceEngine implements AudienceCounter {
  readonly name = 'bitmap-engine';
  private readonly found: IdSet;

  private constructor(
    readonly info: PopulationInfo,
    private readonly indexes: EngineIndexes,
    /** Devices this engine holds (its shard of the population). */
    readonly devices: number,
    readonly shard: Shard,
  ) {
    this.found = new IdSet(shard.from, Math.max(0, shard.to - shard.from));
  }

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

  async *matchingIds(filters: AudienceFilters, batchSize = DEFAULT_ID_BATCH): AsyncGenerator<Uint32Array> {
    const query = compileQuery(filters, this.info.catalog);
    const made: Bitmap[] = [];
    const matched = query.skip ? null : this.match(query, made);
    try {
      if (!matched) return;
      // The result bitmap is compressed; only one batch of plain ids exists at a time.
      for (let offset = 0; offset < matched.size; offset += batchSize) {
        yield matched.rangeUint32Array(offset, batchSize);
      }
    } finally {
      release(made);
    }
  }

  async devicesPer(attribute: CountedAttribute): Promise<number[]> {
    const bitmaps = attribute === 'model' ? this.indexes.model : this.indexes.apps;
    return bitmaps.map((devices) => devices.size);
  }

  /** The matched devices of this engine's shard, by country (and gender and age band for a breakdown). */
  countCube(query: CompiledQuery, withCells: boolean): CountCube {
    const cube = emptyCube(this.info.catalog.countries.length, withCells);
    if (query.skip) return cube;
    const made: Bitmap[] = [];
    const matched = this.match(query, made);
    if (matched) this.countInto(cube, matched, made);
    release(made);
    return cube;
  }

  private countInto(cube: CountCube, matched: Bitmap, made: Bitmap[]): void {
    const withCells = cube.cells !== null;
    const { country, gender, ageBand } = this.indexes;
    country.forEach((devices, code) => {
      if (!withCells) {
        cube.byCountry[code] = matched.andCardinality(devices);
        return;
      }
      const inCountry = keep(made, RoaringBitmap32.and(matched, devices));
      cube.byCountry[code] = inCountry.size;
      if (inCountry.size === 0) return;
      gender.forEach((ofGender, genderCode) => {
        const cell = keep(made, RoaringBitmap32.and(inCountry, ofGender));
        if (cell.size === 0) return;
        ageBand.forEach((ofBand, band) => {
          if (cube.cells)
            cube.cells[(code * GENDER_COUNT + genderCode) * AGE_BAND_COUNT + band] =
              cell.andCardinality(ofBand);
        });
      });
    });
  }

  /**
   * The devices the query reaches, or null when none can be. Each filter is a union of bitmaps (a "term");
   * terms are taken smallest first, and a later union is intersected member by member with what is left
   * (A and (B or C) = (A and B) or (A and C)), so no step works on more devices than the result so far.
   */
  private match(query: CompiledQuery, made: Bitmap[]): Bitmap | null {
    const { indexes } = this;
    const terms: Bitmap[][] = [];
    const present = (bitmaps: (Bitmap | undefined)[]) => bitmaps.filter((bitmap) => bitmap !== undefined);
    const anyOf = (bitmaps: Bitmap[], codes: number[] | null) => {
      if (codes !== null) terms.push(present(codes.map((code) => bitmaps[code])));
    };
    if (query.hasIncludedPlaces) {
      const countries = present(query.includedCountries.map((code) => indexes.country[code]));
      terms.push(
        query.includedCircles.length > 0
          ? [...countries, keep(made, this.within(query, query.includedCircles))]
          : countries,
      );
    }
    if (query.appsAllOf !== null) {
      if (query.appsAllOf.length === 0) return null;
      for (const code of query.appsAllOf) terms.push(present([indexes.apps[code]]));
    }
    anyOf(indexes.apps, query.appsAnyOf);
    if (query.categoryAppsAnyOf !== null) {
      const wanted = new Set(query.categoryAppsAnyOf.map((code) => this.info.catalog.apps[code]?.category));
      terms.push([...indexes.categories].filter(([name]) => wanted.has(name)).map(([, devices]) => devices));
    }
    anyOf(indexes.model, query.models);
    anyOf(indexes.carrier, query.carriers);
    anyOf(indexes.language, query.languages);
    anyOf(indexes.gender, query.gender === null ? null : [query.gender]);
    anyOf(indexes.ageBand, query.ageBands);
    anyOf(indexes.socioEconomicLevel, query.socioEconomicLevels);

    let matched = intersectTerms(terms, made) ?? indexes.all;
    const without = (excluded: Bitmap | undefined) => {
      if (excluded && matched.size > 0) matched = keep(made, RoaringBitmap32.andNot(matched, excluded));
    };
    if (query.battery) {
      const { min, max } = query.battery;
      const upTo = indexes.batteryUpTo[max];
      if (upTo && max < indexes.batteryUpTo.length - 1)
        matched = keep(made, RoaringBitmap32.and(matched, upTo));
      if (min > 0) without(indexes.batteryUpTo[min - 1]);
    }
    for (const code of query.appsNoneOf ?? []) without(indexes.apps[code]);
    if (query.appsNotAllOf !== null) {
      without(
        intersectTerms(
          query.appsNotAllOf.map((code) => present([indexes.apps[code]])),
          made,
          matched,
        ) ?? undefined,
      );
    }
    for (const code of query.excludedCountries) without(indexes.country[code]);
    if (query.excludedCircles.length > 0 && matched.size > 0)
      without(keep(made, this.within(query, query.excludedCircles)));
    return matched;
  }

  /** Devices with their home (resident) or their home or a seen location (indistinct) in any circle. */
  private within(query: CompiledQuery, circles: readonly Circle[]): Bitmap {
    for (const target of circles) {
      this.indexes.homes.collect(target, this.found);
      if (query.placeMode === 'indistinct') this.indexes.seen.collect(target, this.found);
    }
    return this.found.takeBitmap();
  }
}

/**
 * The intersection of unions, smallest union first; `within` (when given) starts it. Null when there is
 * nothing to intersect.
 */
function intersectTerms(terms: Bitmap[][], made: Bitmap[], within?: Bitmap): Bitmap | null {
  const sized = terms.map((members) => ({
    members,
    size: members.reduce((sum, bitmap) => sum + bitmap.size, 0),
  }));
  sized.sort((a, b) => a.size - b.size);
  let result: Bitmap | null = within ?? null;
  for (const { members } of sized) {
    if (result === null) {
      result = members.length === 1 && members[0] ? members[0] : keep(made, RoaringBitmap32.orMany(members));
    } else if (members.length <= 12) {
      const current: Bitmap = result;
      const parts = members.map((bitmap) => keep(made, RoaringBitmap32.and(current, bitmap)));
      result = parts.length === 1 && parts[0] ? parts[0] : keep(made, RoaringBitmap32.orMany(parts));
    } else {
      result = keep(made, RoaringBitmap32.and(result, keep(made, RoaringBitmap32.orMany(members))));
    }
    if (result.size === 0) break;
  }
  return result;
}

/** Notes a bitmap made for one count, to be emptied when the count is done. */
function keep(made: Bitmap[], bitmap: Bitmap): Bitmap {
  made.push(bitmap);
  return bitmap;
}

/**
 * Empties the bitmaps a count made. Their memory is roaring's, reported to V8 as external memory: left to the
 * garbage collector it piled up between collections and set off full ones (tens to hundreds of milliseconds
 * each, on the thread that counts) every second or so while counts ran back to back.
 */
function release(made: Bitmap[]): void {
  for (const bitmap of made) bitmap.clear();
  made.length = 0;
}
