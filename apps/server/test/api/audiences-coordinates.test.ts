import { randomBytes } from 'node:crypto';
import type { CoordinateSheetResponse } from '@adcontrol/domain/audiences/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { headersOf, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';

/** SPEC 5 bulk coordinates: an .xlsx of points (nombre, lat, long, code, ratio), read and never stored. */
let testApp: TestApp;
let seller: Person;

beforeAll(async () => {
  testApp = await buildTestApp();
  seller = { id: (await createAccount(testApp.database.db, { role: 'seller' })).id, role: 'seller' };
});
afterAll(() => testApp.close());

async function workbook(rows: unknown[][], sheets: string[] = ['Puntos']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  for (const name of sheets) {
    const sheet = book.addWorksheet(name);
    if (name === sheets[0]) for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(
  bytes: Uint8Array,
  options: { name?: string; field?: string; who?: Person | null } = {},
) {
  const form = new FormData();
  form.append(options.field ?? 'file', new Blob([bytes]), options.name ?? 'points.xlsx');
  const who = options.who === undefined ? seller : options.who;
  return testApp.app.inject({
    method: 'POST',
    url: who ? '/api/audiences/coordinates' : '/api/audiences/coordinates/unauthenticated',
    headers: await headersOf(testApp, who),
    payload: form,
  });
}

describe('POST /audiences/coordinates', () => {
  it('turns each row into an included point: columns in any order and case, radius 100 when ratio is empty', async () => {
    const bytes = await workbook([
      ['LAT', 'Nombre', 'long', 'Ratio', 'CODE'],
      [-33.4489, 'Santiago centro', -70.6693, 2500, 'cl'],
      ['-34,6037', 'Obelisco', '-58.3816', null, 'AR'],
      [19.4326, 'Zócalo', -99.1332, '750', null],
    ]);
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CoordinateSheetResponse>()).toEqual({
      points: [
        {
          type: 'point',
          name: 'Santiago centro',
          center: { lat: -33.4489, lng: -70.6693 },
          radio: 2500,
          countryCode: 'CL',
          included: true,
        },
        {
          type: 'point',
          name: 'Obelisco',
          center: { lat: -34.6037, lng: -58.3816 },
          radio: 100,
          countryCode: 'AR',
          included: true,
        },
        {
          type: 'point',
          name: 'Zócalo',
          center: { lat: 19.4326, lng: -99.1332 },
          radio: 750,
          included: true,
        },
      ],
      rejected: [],
    });
  });

  it('lists every invalid row by its number and reason, and still returns the valid ones', async () => {
    const bytes = await workbook([
      ['nombre', 'lat', 'long', 'code', 'ratio'],
      ['Bad lat', 'north', -70.6, 'CL', 100],
      ['Too far north', 95, -70.6, 'CL', 100],
      ['No long', -33.4, null, 'CL', 100],
      ['Good', -33.4, -70.6, 'CL', 300],
      ['Negative radius', -33.4, -70.6, 'CL', -5],
      [],
      ['Not a market', -23.55, -46.63, 'BR', 100],
      ['Wrong long', -33.4, 200, null, null],
    ]);
    const body = (await upload(bytes)).json<CoordinateSheetResponse>();
    expect(body.points.map((point) => point.name)).toEqual(['Good']);
    expect(body.rejected.map((entry) => entry.row)).toEqual([2, 3, 4, 6, 8, 9]);
    const reasons = Object.fromEntries(body.rejected.map((entry) => [entry.row, entry.reason]));
    expect(reasons[2]).toBe('lat must be a number from -90 to 90 (got north)');
    expect(reasons[3]).toBe('lat must be a number from -90 to 90 (got 95)');
    expect(reasons[4]).toBe('long is missing');
    expect(reasons[6]).toMatch(/^ratio must be a radius in metres/);
    expect(reasons[8]).toMatch(/^code must be one of the markets CL, AR/);
    expect(reasons[9]).toBe('long must be a number from -180 to 180 (got 200)');
  });

  it('names the missing columns with a 400', async () => {
    const response = await upload(
      await workbook([
        ['Nombre', 'Lat', 'Lng'],
        ['A', 1, 2],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'file',
      message:
        'file: the first row must name the columns nombre, lat, long, code, ratio; missing: long, code, ratio',
    });
  });

  it('refuses a sheet without rows below its header', async () => {
    const response = await upload(await workbook([['nombre', 'lat', 'long', 'code', 'ratio']]));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'file',
      message: 'file: the sheet has no rows of points below its header',
    });
    const blank = await upload(await workbook([]));
    expect(blank.statusCode).toBe(400);
  });

  it('reads the first sheet only', async () => {
    const bytes = await workbook(
      [
        ['nombre', 'lat', 'long', 'code', 'ratio'],
        ['One', 1, 2, null, null],
      ],
      ['First', 'Second'],
    );
    expect((await upload(bytes)).json<CoordinateSheetResponse>().points).toHaveLength(1);
  });

  it('refuses a file that is not an .xlsx whatever its name, with the SPEC message', async () => {
    const csv = new TextEncoder().encode('nombre,lat,long,code,ratio\nA,1,2,CL,100\n');
    for (const bytes of [csv, randomBytes(2_000)]) {
      const response = await upload(bytes, { name: 'points.xlsx' });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        key: 'files.invalidFile',
        field: 'file',
        message: 'Invalid file, please read the supported formats carefully.',
      });
    }
  });

  it('refuses a 20 MB file, stating the maximum in MB', async () => {
    const response = await upload(randomBytes(20 * 1024 * 1024));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ field: 'file', message: 'file: must be 5 MB or smaller' });
  });

  it('wants the workbook in the field named file', async () => {
    const response = await upload(await workbook([['nombre']]), { field: 'sheet' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'file' });
  });

  it('reads the same sheet for the public demo, without a session', async () => {
    const bytes = await workbook([
      ['nombre', 'lat', 'long', 'code', 'ratio'],
      ['Plaza', -33.4, -70.6, 'CL', 200],
    ]);
    const response = await upload(bytes, { who: null });
    expect(response.statusCode).toBe(200);
    expect(response.json<CoordinateSheetResponse>().points).toHaveLength(1);
  });
});
