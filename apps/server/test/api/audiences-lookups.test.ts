import { populationInfo } from '@adcontrol/audience-engine/population/generate';
import {
  countAudience,
  listCarriers,
  listCarriersPublic,
  searchDevices,
  searchDevicesPublic,
} from '@adcontrol/domain/audiences/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POPULATION_SEED } from '../../src/modules/audiences/engine-holder';
import { carrierName, DEVICE_SEARCH_LIMIT } from '../../src/modules/audiences/lookups';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/** The carrier and device pickers, and the per-IP limit every call without a session shares. */
let testApp: TestApp;
let seller: Person;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  seller = { id: (await createAccount(testApp.database.db, { role: 'seller' })).id, role: 'seller' };
});
afterAll(() => testApp.close());

describe('GET /audiences/carrier', () => {
  it("lists the operators of each country asked for: the population's own carriers", async () => {
    const response = await request(testApp, seller, listCarriers, { query: { iso: 'AR, cl' } });
    expect(response.statusCode).toBe(200);
    const carriers = response.json();
    const { catalog } = populationInfo({ devices: 1, seed: DEFAULT_POPULATION_SEED });
    // In the order asked for, each country's operators in the population's order (commonest first).
    const expected = ['AR', 'CL']
      .flatMap((country) => catalog.carriers.filter((carrier) => carrier.country === country))
      .map(({ name, mcc, mnc }) => ({ name: carrierName(name), mcc, mnc, value: `${mcc}-${mnc}` }));
    expect(carriers).toEqual(expected);
    // Brands the operator list runs together are told apart; a lower-case brand starts with a capital.
    const names = carriers.map((carrier) => carrier.name);
    expect(names).toContain('Colo-Colo Móvil / Wanderers Móvil');
    expect(names).not.toContain('Colo-Colo MóvilWanderers Móvil');
    expect(names).toContain('Entel');
    expect(names).not.toContain('entel');
    expect(new Set(carriers.map((carrier) => carrier.mcc))).toEqual(new Set(['722', '730']));
    expect(carriers).toContainEqual(expect.objectContaining({ mcc: '730', mnc: '01' }));
  });

  it('answers the public demo too, and nothing for a country without operators', async () => {
    const response = await request(testApp, null, listCarriersPublic, { query: { iso: 'MX' } });
    expect(response.json().every((carrier) => carrier.mcc === '334')).toBe(true);
    expect((await request(testApp, seller, listCarriers, { query: { iso: 'ZZ' } })).json()).toEqual([]);
  });

  it('wants two-letter codes, naming the field', async () => {
    const response = await request(testApp, seller, listCarriers, { query: { iso: 'ARG' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'iso' });
  });
});

describe('GET /audiences/device', () => {
  it("searches the population's models by model or brand, ignoring case and accents, within a bound", async () => {
    const samsung = (await request(testApp, seller, searchDevices, { query: { search: 'GALAXY' } })).json();
    expect(samsung.length).toBeGreaterThan(0);
    expect(samsung.length).toBeLessThanOrEqual(DEVICE_SEARCH_LIMIT);
    expect(samsung.every((device) => device.brand === 'Samsung')).toBe(true);
    const xiaomi = (
      await request(testApp, null, searchDevicesPublic, { query: { search: 'xíaomi' } })
    ).json();
    expect(xiaomi.length).toBeGreaterThan(0);
    expect(xiaomi.every((device) => device.brand === 'Xiaomi')).toBe(true);
    const everything = (await request(testApp, seller, searchDevices)).json();
    expect(everything).toHaveLength(DEVICE_SEARCH_LIMIT);
    expect(
      (await request(testApp, seller, searchDevices, { query: { search: 'nokiaphone9' } })).json(),
    ).toEqual([]);
  });

  it('gives each model its devices, commonest first, once counts are ready', async () => {
    await request(testApp, seller, countAudience, {
      body: {
        filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
      },
    });
    const models = (await request(testApp, seller, searchDevices, { query: { search: 'moto' } })).json();
    expect(models.length).toBeGreaterThan(0);
    const devices = models.map((model) => model.devices ?? -1);
    expect(devices.every((count) => count >= 0)).toBe(true);
    expect(devices).toEqual([...devices].sort((a, b) => b - a));
    const filters = { devices: { models: [models[0]?.model ?? ''] } };
    const counted = await request(testApp, seller, countAudience, {
      body: {
        filters,
        options: { ignoreMultiplier: true },
      },
    });
    expect(counted.json().count).toBe(models[0]?.devices);
  });
});

describe('calls without a session', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ PUBLIC_RATE_LIMIT_PER_IP: '3', PUBLIC_RATE_LIMIT_WINDOW_SECONDS: '60' });
  });
  afterAll(() => limited.close());

  const from = (ip: string, url: string) =>
    limited.app.inject({ method: 'GET', url: `/api${url}`, headers: { 'x-forwarded-for': ip } });

  it('share one limit per IP: past it, 429 with Retry-After and the envelope', async () => {
    expect((await from('203.0.113.7', '/audiences/carrier/unauthenticated?iso=CL')).statusCode).toBe(200);
    expect((await from('203.0.113.7', '/places/unauthenticated?search=santiago')).statusCode).toBe(200);
    expect((await from('203.0.113.7', '/playstore/apps/unauthenticated?term=whats')).statusCode).toBe(200);
    const refused = await from('203.0.113.7', '/audiences/device/unauthenticated?search=moto');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      success: false,
      code: 'TOO_MANY_REQUESTS',
      key: 'common.tooManyRequests',
      params: { seconds: Number(refused.headers['retry-after']) },
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds\.$/),
    });
    const count = await limited.app.inject({
      method: 'POST',
      url: '/api/audiences/count/unauthenticated',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      payload: { filters: {} },
    });
    expect(count.statusCode).toBe(429);
    expect((await from('198.51.100.4', '/audiences/carrier/unauthenticated?iso=CL')).statusCode).toBe(200);
  });

  it('leave signed-in calls alone', async () => {
    const someone = {
      id: (await createAccount(limited.database.db, { role: 'seller' })).id,
      role: 'seller' as const,
    };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await request(limited, someone, listCarriers, { query: { iso: 'CL' } });
      expect(response.statusCode).toBe(200);
    }
  });
});
