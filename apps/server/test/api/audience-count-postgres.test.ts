import { randomBytes } from 'node:crypto';
import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';
import type { DeviceBatch, PopulationInfo } from '@adcontrol/audience-engine/population/schema';
import {
  createDevicesIndexes,
  createDevicesTables,
  insertDeviceBatch,
  savePopulationInfo,
} from '@adcontrol/audience-engine/sql/devices-table';
import { bruteForceCount, bruteForceIds } from '@adcontrol/audience-engine/testing/brute-force';
import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import {
  type CountAudiencePublicRequest,
  countAudiencePublic,
  createAudience,
  exportAudience,
} from '@adcontrol/domain/audiences/contracts';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { withAdminClient } from '../helpers/test-database';

/**
 * AUDIENCE_COUNTER=postgres: the same endpoint answered by SQL over a devices table (docs/decisions/012), on a
 * database of its own on the PostgreSQL server TEST_DATABASE_URL names (skipped without one).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `adc_devices_${randomBytes(5).toString('hex')}`;
const OPTIONS = { devices: 2_000, seed: 5, batchSize: 1_000 };
let testApp: TestApp;
let info: PopulationInfo;
let batches: DeviceBatch[];

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withAdminClient(serverUrl ?? '', work);

describe.skipIf(!serverUrl)('POST /audiences/count with AUDIENCE_COUNTER=postgres', () => {
  beforeAll(async () => {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    info = populationInfo(OPTIONS);
    batches = [...generateBatches(info, OPTIONS)];
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const query = (text: string, params?: unknown[]) => client.query(text, params);
    await createDevicesTables(query);
    await savePopulationInfo(query, info);
    for (const batch of batches) await insertDeviceBatch(query, batch);
    await createDevicesIndexes(query);
    await client.end();
    testApp = await buildTestApp({
      AUDIENCE_COUNTER: 'postgres',
      AUDIENCE_DEVICES_DATABASE_URL: url.toString(),
    });
  });
  afterAll(async () => {
    await testApp?.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  });

  it('answers what a scan of the population counts', async () => {
    const raw: CountAudiencePublicRequest['filters'] = {
      geolocalization: {
        coordinates: [
          { type: 'country', countryCode: 'US' },
          { type: 'point', center: { lat: -34.6, lng: -58.38 }, radio: 25_000 },
        ],
      },
      demographics: { genreMale: true },
    };
    const response = await request(testApp, null, countAudiencePublic, { body: { filters: raw } });
    expect(response.statusCode).toBe(200);
    const expected = bruteForceCount(info, batches, audienceFilters.parse(raw), { breakdown: true });
    expect(expected.panelCount).toBeGreaterThan(0);
    expect(response.json()).toMatchObject({
      count: expected.count,
      breakdown: expected.breakdown,
    });
  });

  it('exports the devices a scan of the population finds, paged out of the devices table', async () => {
    const owner = await createAccount(testApp.database.db, { role: 'seller' });
    const seller = { id: owner.id, role: 'seller' as const };
    const filters = {
      geolocalization: {
        coordinates: [{ type: 'point' as const, center: { lat: 40.42, lng: -3.7 }, radio: 30_000 }],
      },
    };
    const saved = await request(testApp, seller, createAudience, { body: { name: 'Madrid', filters } });
    expect(saved.statusCode).toBe(201);
    const response = await request(testApp, seller, exportAudience, {
      params: { id: saved.json()._id },
    });
    const ids = bruteForceIds(info, batches, audienceFilters.parse(filters));
    expect(ids.length).toBeGreaterThan(0);
    expect(response.headers['x-audience-count']).toBe(String(ids.length));
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines.slice(lines.indexOf('Device ID') + 1).map(Number)).toEqual(ids);
  });
});
