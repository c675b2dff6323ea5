import { generateBatches, populationInfo } from '@adcontrol/audience-engine/population/generate';
import { bruteForceCount, bruteForceIds } from '@adcontrol/audience-engine/testing/brute-force';
import { audienceFilters } from '@adcontrol/domain/audiences/audience';
import { createAudience, exportAudience } from '@adcontrol/domain/audiences/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_POPULATION_SEED } from '../../src/modules/audiences/engine-holder';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { spreadsheetCells } from '../helpers/spreadsheet-cells';

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
      { type: 'country' as const, countryCode: 'MX' as const },
      { type: 'point' as const, name: 'Santiago', center: { lat: -33.45, lng: -70.66 }, radio: 20_000 },
    ],
  },
  demographics: { genreFemale: true },
};

describe('GET /audiences/:id/export', () => {
  it("streams the definition, a heading and one line per matching device, as many as announced, in the reader's words", async () => {
    const saved = await request(testApp, seller, createAudience, {
      body: {
        name: 'Mujeres Peñalolén 2026',
        filters: FILTERS,
      },
    });
    const audience = saved.json();
    const response = await request(testApp, seller, exportAudience, { params: { id: audience._id } });
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

    // A byte-order mark, so Excel reads "Peñalolén" as written; the account speaks English, so commas.
    expect(response.body.startsWith('\uFEFF# Audience,Mujeres Peñalolén 2026\r\n')).toBe(true);
    const rows = spreadsheetCells(response.body.slice(1).trimEnd(), ',');
    const header = rows.findIndex((row) => row[0] === 'Device ID');
    const definition = Object.fromEntries(rows.slice(0, header).map(([label, value]) => [label, value]));
    expect(definition['# Filters']).toBe(JSON.stringify(audience.filters));
    // Figures are bare digits in their own cell, which a spreadsheet reads as numbers.
    expect(definition['# People reached (estimate)']).toBe(
      String(bruteForceCount(info, batches, filters).count),
    );
    expect(definition['# Device ids in the file']).toBe(String(expectedIds.length));
    expect(definition['# Exported at']).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d /);
    expect(rows.slice(header + 1).map(([id]) => Number(id))).toEqual(expectedIds);

    const chosen = await request(testApp, seller, exportAudience, {
      params: { id: audience._id },
      query: { separator: 'semicolon', lang: 'pt' },
    });
    expect(chosen.headers['content-disposition']).toContain(`filename="publico-${audience._id}-`);
    expect(chosen.body.split('\r\n')[0]).toBe('\uFEFF# Público;Mujeres Peñalolén 2026');
  });

  it('needs a session', async () => {
    expect((await request(testApp, null, exportAudience, { params: { id: 1 } })).statusCode).toBe(401);
  });
});
