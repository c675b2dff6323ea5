import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';
import { bruteForceCount, bruteForceIds } from '@adcontrol/audience-engine/testing/brute-force';
import { type Audience, audienceFilters } from '@adcontrol/domain/audiences/audience';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POPULATION_SEED } from '../../src/modules/audiences/engine-holder';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';

/** GET /audiences/:id/export: the definition as `#` lines, then every matching device id, streamed. */
const DEVICES = 3_000;
let testApp: TestApp;
let seller: Person;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: String(DEVICES) });
  seller = { id: (await createAccount(testApp.database.db, { role: 'seller' })).id, role: 'seller' };
});
afterAll(() => testApp.close());

const FILTERS = {
  geolocalization: {
    coordinates: [
      { type: 'country', countryCode: 'MX' },
      { type: 'point', name: 'Santiago', center: { lat: -33.45, lng: -70.66 }, radio: 20_000 },
    ],
  },
  demographics: { genreFemale: true },
};

describe('GET /audiences/:id/export', () => {
  it('streams the definition, a device_id header and one line per matching device, as many as announced', async () => {
    const saved = await call(testApp, seller, 'POST', '/audiences', {
      name: 'Mujeres Peñalolén 2026',
      filters: FILTERS,
    });
    const audience = saved.json<Audience>();
    const response = await call(testApp, seller, 'GET', `/audiences/${audience._id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="audience-${audience._id}-mujeres-penalolen-2026.csv"`,
    );

    const options = { devices: DEVICES, seed: DEFAULT_POPULATION_SEED };
    const info = populationInfo(options);
    const batches = [...generateBatches(info, options)];
    const filters = audienceFilters.parse(FILTERS);
    const expectedIds = bruteForceIds(info, batches, filters);
    expect(expectedIds.length).toBeGreaterThan(100);
    expect(response.headers['x-audience-count']).toBe(String(expectedIds.length));

    const lines = response.body.trimEnd().split('\n');
    // A definition line that holds a separator or a quote is one quoted cell (decision 044).
    const comments = lines
      .filter((line) => line.startsWith('#') || line.startsWith('"#'))
      .map((line) => (line.startsWith('"') ? line.slice(1, -1).replaceAll('""', '"') : line));
    expect(comments[0]).toBe('# audience: Mujeres Peñalolén 2026');
    expect(comments).toContain(`# filters: ${JSON.stringify(audience.filters)}`);
    expect(comments).toContain(`# count: ${bruteForceCount(info, batches, filters).count}`);
    expect(comments).toContain(`# devices: ${expectedIds.length}`);
    expect(comments.some((line) => /^# exported-at: \d{4}-\d\d-\d\dT/.test(line))).toBe(true);
    const header = lines.indexOf('device_id');
    expect(header).toBe(comments.length);
    expect(lines.slice(header + 1).map(Number)).toEqual(expectedIds);
  });

  it('needs a session', async () => {
    expect((await call(testApp, null, 'GET', '/audiences/1/export')).statusCode).toBe(401);
  });
});
