import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BitmapAudienceEngine } from '../engine/bitmap-engine';
import { generateBatches, populationInfo } from '../population/generate';
import type { DeviceBatch, PopulationInfo } from '../population/schema';
import { bruteForceIds } from '../testing/brute-force';
import { filtersArbitrary } from '../testing/random-filters';
import {
  createDevicesIndexes,
  createDevicesTables,
  insertDeviceBatch,
  readPopulationInfo,
  type SqlQuery,
  savePopulationInfo,
} from './devices-table';
import { SqlAudienceCounter } from './sql-counter';

const OPTIONS = { devices: 2_500, seed: 21, batchSize: 1_000 };
let database: PGlite;
let info: PopulationInfo;
let batches: DeviceBatch[];
let engine: BitmapAudienceEngine;
let counter: SqlAudienceCounter;

beforeAll(async () => {
  database = new PGlite();
  const query: SqlQuery = (text, params) => database.query(text, params);
  info = populationInfo(OPTIONS);
  batches = [...generateBatches(info, OPTIONS)];
  engine = await BitmapAudienceEngine.build(info, batches);
  await createDevicesTables(query);
  await savePopulationInfo(query, info);
  for (const batch of batches) await insertDeviceBatch(query, batch);
  await createDevicesIndexes(query);
  counter = new SqlAudienceCounter(query, await readPopulationInfo(query));
}, 60_000);
afterAll(() => database.close());

describe('the SQL peer over a devices table', () => {
  it('gives the engine counts and breakdowns for random audiences', async () => {
    let reached = 0;
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary(info, batches[0] as DeviceBatch),
        fc.boolean(),
        async (filters, ignore) => {
          const options = { ignoreMultiplier: ignore, breakdown: true };
          const expected = await engine.count(filters, options);
          const actual = await counter.count(filters, options);
          expect({ ...actual, elapsedMs: 0 }).toEqual({ ...expected, elapsedMs: 0 });
          if (actual.panelCount > 0) reached += 1;
        },
      ),
      { numRuns: 120, seed: 44 },
    );
    // Audiences that reach someone, or the agreement would prove little.
    expect(reached).toBeGreaterThan(40);
  }, 120_000);

  it('lists the engine ids, page by page, for random audiences', async () => {
    await fc.assert(
      fc.asyncProperty(
        filtersArbitrary(info, batches[0] as DeviceBatch),
        fc.integer({ min: 50, max: 900 }),
        async (filters, batchSize) => {
          const fromSql: number[] = [];
          for await (const ids of counter.matchingIds(filters, batchSize)) fromSql.push(...ids);
          const fromEngine: number[] = [];
          for await (const ids of engine.matchingIds(filters, batchSize)) fromEngine.push(...ids);
          expect(fromSql).toEqual(fromEngine);
          expect(fromSql).toEqual(bruteForceIds(info, batches, filters));
        },
      ),
      { numRuns: 40, seed: 46 },
    );
  }, 120_000);

  it('counts the devices of each model and app as the engine does', async () => {
    expect(await counter.devicesPer('model')).toEqual(await engine.devicesPer('model'));
    expect(await counter.devicesPer('app')).toEqual(await engine.devicesPer('app'));
  });
});
