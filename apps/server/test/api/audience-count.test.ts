import { existsSync } from 'node:fs';
import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';
import type { DeviceBatch, PopulationInfo } from '@adcontrol/audience-engine/population/schema';
import { bruteForceCount } from '@adcontrol/audience-engine/testing/brute-force';
import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import {
  type CountAudienceResponse,
  countAudience,
  countAudiencePublic,
} from '@adcontrol/domain/audiences/contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { health } from '@adcontrol/domain/system/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { DEFAULT_POPULATION_SEED, populationPath } from '../../src/modules/audiences/engine-holder';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * The count endpoints on the server's own engine, over the small population it generates under DATA_DIR;
 * every answer is checked against a scan of the same population made again here from its seed.
 */
const DEVICES = 3_000;
let testApp: TestApp;
let analyst: Person;
let info: PopulationInfo;
let batches: DeviceBatch[];

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: String(DEVICES) });
  const account = await createAccount(testApp.database.db, { role: 'analyst' });
  analyst = { id: account.id, role: 'analyst' };
  const options = { devices: DEVICES, seed: DEFAULT_POPULATION_SEED };
  info = populationInfo(options);
  batches = [...generateBatches(info, options)];
});
afterAll(() => testApp.close());

type Count = RequestOf<typeof countAudience>['body'];
type Filters = Count['filters'];

/** POST /audiences/count as the analyst, or as `who`. */
const count = (body: Count, who: Person | null = analyst) => request(testApp, who, countAudience, { body });

const AUDIENCES = {
  'a market, women 25-44': {
    geolocalization: { coordinates: [{ type: 'country', countryCode: 'MX' }] },
    demographics: { genreFemale: true, ageRanges: ['25-34', '35-44'] },
  },
  'points around Santiago and Madrid, residents, one excluded': {
    geolocalization: {
      residentes: true,
      coordinates: [
        { type: 'point', center: { lat: -33.45, lng: -70.66 }, radio: 20_000 },
        { type: 'point', center: { lat: 40.42, lng: -3.7 }, meters: 15_000 },
        { type: 'point', center: { lat: -33.43, lng: -70.6 }, radio: 3_000, included: false },
      ],
    },
  },
  'apps and carriers, no place': {
    applications: { installed: ['com.whatsapp', 'com.spotify.music'], requiredAllInstalled: false },
    devices: { carriers: [{ name: 'Telcel', mcc: '334', mnc: '020' }], batteryMin: 10, batteryMax: 90 },
  },
} satisfies Record<string, Filters>;

describe('POST /audiences/count', () => {
  for (const [name, raw] of Object.entries(AUDIENCES)) {
    it(`counts "${name}" as a scan of the population does, with and without the multiplier`, async () => {
      const filters = audienceFilters.parse(raw);
      for (const ignoreMultiplier of [false, true]) {
        const response = await count({ filters: raw, options: { ignoreMultiplier } });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        const expected = bruteForceCount(info, batches, filters, { ignoreMultiplier, breakdown: true });
        expect(body.count).toBe(expected.count);
        expect(body.breakdown).toEqual(expected.breakdown);
        // The sample's devices an export lists, beside the people they stand for.
        expect(body.devices).toBe(expected.panelCount);
      }
    });
  }

  it('reaches devices with the audiences above, so the comparison means something', async () => {
    for (const raw of Object.values(AUDIENCES)) {
      const expected = bruteForceCount(info, batches, audienceFilters.parse(raw), { ignoreMultiplier: true });
      expect(expected.panelCount).toBeGreaterThan(0);
    }
  });

  it('answers 0 with no query, no custom filter and no geo query (SPEC 5)', async () => {
    const response = await count({ filters: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json().count).toBe(0);
  });

  it('applies the gender filter only when exactly one of male or female is chosen (SPEC 5)', async () => {
    const place = AUDIENCES['a market, women 25-44'].geolocalization;
    const countOf = async (demographics: Filters['demographics']) =>
      (await count({ filters: { geolocalization: place, demographics } })).json().count;
    const neither = await countOf({});
    const both = await countOf({ genreMale: true, genreFemale: true });
    const men = await countOf({ genreMale: true });
    const women = await countOf({ genreFemale: true });
    expect(both).toBe(neither);
    expect(men).toBeGreaterThan(0);
    expect(women).toBeGreaterThan(0);
    expect(men + women).toBeLessThan(neither);
  });

  it('names the field of a wrong filter with a 400', async () => {
    const response = await count({
      filters: { devices: { batteryMin: 80, batteryMax: 20 } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(JSON.stringify(response.json())).toContain('batteryMin');
  });

  it('asks for a session', async () => {
    const response = await count({ filters: AUDIENCES['a market, women 25-44'] }, null);
    expect(response.statusCode).toBe(401);
  });

  it('keeps the generated population under DATA_DIR for the next start', () => {
    expect(existsSync(populationPath(testApp.config))).toBe(true);
  });
});

describe('POST /audiences/count/unauthenticated', () => {
  it('counts without a session, always multiplied up to the market', async () => {
    const raw = AUDIENCES['a market, women 25-44'];
    // The public request has no options: asking to ignore the multiplier is sent as written, and not heard.
    const response = await call(testApp, null, 'POST', countAudiencePublic.path, {
      filters: raw,
      options: { ignoreMultiplier: true },
    });
    expect(response.statusCode).toBe(200);
    const expected = bruteForceCount(info, batches, audienceFilters.parse(raw), { breakdown: true });
    expect(response.json<CountAudienceResponse>().count).toBe(expected.count);
  });
});

describe('audience configuration', () => {
  it('refuses AUDIENCE_COUNTER=postgres without the database that holds the devices', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp', AUDIENCE_COUNTER: 'postgres' })).toThrow(
      /AUDIENCE_DEVICES_DATABASE_URL/,
    );
  });
});

describe('GET /health', () => {
  it('reports the audience engine: its counter, its state and the devices it holds', async () => {
    await count({ filters: AUDIENCES['a market, women 25-44'] });
    const response = await request(testApp, null, health);
    expect(response.json()).toMatchObject({
      audienceEngine: { state: 'ready', counter: 'engine', devices: DEVICES },
    });
  });
});
