import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateBatches, populationInfo } from '../population/generate';
import type { DeviceBatch, PopulationInfo } from '../population/schema';
import { compileQuery } from '../query/compile';
import { mergeCubes, summarize } from '../query/summarize';
import { bruteForceCount, bruteForceIds } from '../testing/brute-force';
import { filtersArbitrary } from '../testing/random-filters';
import { BitmapAudienceEngine } from './bitmap-engine';

const OPTIONS = { devices: 4_000, seed: 7, batchSize: 1_500 };
let info: PopulationInfo;
let batches: DeviceBatch[];
let engine: BitmapAudienceEngine;

beforeAll(async () => {
  info = populationInfo(OPTIONS);
  batches = [...generateBatches(info, OPTIONS)];
  engine = await BitmapAudienceEngine.build(info, batches);
});

describe('the bitmap engine', () => {
  it('counts exactly what a scan of every device counts, for random audiences', async () => {
    let reached = 0;
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary(info, batches[0] as DeviceBatch),
        fc.boolean(),
        async (filters, ignore) => {
          const options = { ignoreMultiplier: ignore, breakdown: true };
          const expected = bruteForceCount(info, batches, filters, options);
          const actual = await engine.count(filters, options);
          expect({ ...actual, elapsedMs: 0 }).toEqual({ ...expected, elapsedMs: 0 });
          if (actual.panelCount > 0) reached += 1;
        },
      ),
      { numRuns: 300, seed: 42 },
    );
    // The audiences drawn must mostly reach someone, or the comparison would prove little.
    expect(reached).toBeGreaterThan(100);
  }, 60_000);

  it('lists exactly the ids a scan finds, in batches, for random audiences', async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary(info, batches[0] as DeviceBatch),
        fc.integer({ min: 1, max: 700 }),
        async (filters, batchSize) => {
          const listed: number[] = [];
          for await (const ids of engine.matchingIds(filters, batchSize)) {
            expect(ids.length).toBeGreaterThan(0);
            expect(ids.length).toBeLessThanOrEqual(batchSize);
            listed.push(...ids);
          }
          expect(listed).toEqual(bruteForceIds(info, batches, filters));
          expect(listed.length).toBe((await engine.count(filters)).panelCount);
        },
      ),
      { numRuns: 150, seed: 45 },
    );
  }, 60_000);

  it('counts the devices of each model and app', async () => {
    const perModel = await engine.devicesPer('model');
    const perApp = await engine.devicesPer('app');
    expect(perModel.reduce((sum, devices) => sum + devices, 0)).toBe(OPTIONS.devices);
    const first = batches[0] as DeviceBatch;
    const model = first.model[0] ?? 0;
    expect(perModel[model]).toBe(
      batches.reduce((sum, b) => sum + b.model.filter((m) => m === model).length, 0),
    );
    expect(perApp[0]).toBeGreaterThan(perApp[perApp.length - 1] ?? 0);
  });

  it('skips the count (0) with no query, no custom filter and no geo query (SPEC 5)', async () => {
    const result = await engine.count(audienceFilters.parse({}));
    expect(result.count).toBe(0);
    expect(result.panelCount).toBe(0);
  });

  it('counts a whole country, multiplied up to its market unless told not to', async () => {
    const filters = audienceFilters.parse({
      geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] },
    });
    const panel = batches.reduce((sum, batch) => sum + batch.country.filter((code) => code === 0).length, 0);
    const raw = await engine.count(filters, { ignoreMultiplier: true });
    const scaled = await engine.count(filters);
    expect(raw.count).toBe(panel);
    expect(scaled.panelCount).toBe(panel);
    expect(scaled.count).toBe(Math.round(panel * (info.catalog.multipliers[0] ?? 0)));
  });

  it('gives the same counts from N shards added up as from one engine', async () => {
    const shards = await Promise.all(
      [0, 1, 2].map((index) =>
        BitmapAudienceEngine.build(info, batches, {
          shard: { from: index * 1_400, to: (index + 1) * 1_400 },
        }),
      ),
    );
    expect(shards.reduce((sum, shard) => sum + shard.devices, 0)).toBe(OPTIONS.devices);
    await fc.assert(
      fc.asyncProperty(filtersArbitrary(info, batches[0] as DeviceBatch), async (filters) => {
        const query = compileQuery(filters, info.catalog);
        const merged = mergeCubes(shards.map((shard) => shard.countCube(query, true)));
        const whole = await engine.count(filters, { breakdown: true });
        expect({ ...summarize(merged, info.catalog, {}, 0), elapsedMs: 0 }).toEqual({
          ...whole,
          elapsedMs: 0,
        });
      }),
      { numRuns: 100, seed: 43 },
    );
  }, 60_000);
});
