import { deleteAccount, updateAccount, updateMe } from '@adcontrol/domain/accounts/contracts';
import type { ActivityEntry } from '@adcontrol/domain/activity/contracts';
import { exportActivity, listActivity, listActivityFacets } from '@adcontrol/domain/activity/contracts';
import { createAudience } from '@adcontrol/domain/audiences/contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { formatCampaignDateTime } from '@adcontrol/domain/format/format';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { recordActivity } from '../../src/modules/activity/service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { spreadsheetCells } from '../helpers/spreadsheet-cells';

/** Issue 11: the admins' activity log, read and exported through the API, and never rewritten. */
let testApp: TestApp;
let admin: Person;
let seller: Person;
let advertiser: Person;

const list = (query: RequestOf<typeof listActivity>['query'] = {}, who: Person = admin) =>
  request(testApp, who, listActivity, { query });

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  admin = { id: (await createAccount(db, { role: 'admin', firstName: 'Ada' })).id, role: 'admin' };
  seller = { id: (await createAccount(db, { role: 'seller', firstName: 'Sol' })).id, role: 'seller' };
  const row = await createAccount(db, { role: 'advertiser', parentId: seller.id, firstName: 'Ana' });
  advertiser = { id: row.id, role: 'advertiser' };
  await request(testApp, admin, updateAccount, {
    params: { id: advertiser.id },
    body: { firstName: 'Anabel', company: 'Tienda' },
    headers: { 'x-forwarded-for': '198.51.100.4' },
  });
  await call(testApp, seller, 'PATCH', '/accounts/me', { lastName: 'Solar', password: 'ignored' });
  await request(testApp, seller, createAudience, {
    body: {
      name: 'Lima',
      filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } },
    },
  });
});
afterAll(() => testApp.close());

describe('GET /api/activity', () => {
  it('lists changes newest first with who made them, from where, and the fields before and after', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.items.map((entry) => entry.action)).toEqual([
      'audience.created',
      'account.profile_updated',
      'account.updated',
    ]);
    const edit = body.items[2] as ActivityEntry;
    expect(edit).toMatchObject({
      entityType: 'account',
      entityId: advertiser.id,
      account: { id: admin.id, name: 'Ada' },
      actingAccount: null,
      ip: '198.51.100.4',
      details: {
        before: { firstName: 'Ana', company: null },
        after: { firstName: 'Anabel', company: 'Tienda' },
      },
    });
    expect(edit.account?.email).toMatch(/@example\.test$/);
    // Each object by what it is called, not as "#id".
    expect(body.items.map((entry) => entry.entityName)).toEqual(['Lima', 'Sol Solar', 'Anabel']);
  });

  it('filters by person (its own rows and those made as it), entity, action and day, and pages', async () => {
    const bySeller = (await list({ personId: seller.id })).json();
    expect(bySeller.items.map((entry) => entry.action)).toEqual([
      'audience.created',
      'account.profile_updated',
    ]);
    const accountsOnly = (await list({ entityType: 'account', action: 'account.updated' })).json();
    expect(accountsOnly.items.map((entry) => entry.entityId)).toEqual([advertiser.id]);
    expect((await list({ from: '2000-01-01', to: '2000-01-02' })).json()).toEqual({ items: [], total: 0 });
    const page = (await list({ limit: 1, page: 2 })).json();
    expect(page).toMatchObject({ total: 3, items: [{ action: 'account.profile_updated' }] });
  });

  it('never writes a password into the log', async () => {
    const all = (await list({ personId: seller.id, action: 'account.profile_updated' })).json();
    expect(JSON.stringify(all.items)).not.toMatch(/ignored|scrypt|\$/);
  });

  it('refuses a reversed period, naming the field, and anyone but an admin', async () => {
    const reversed = await list({ from: '2026-02-01', to: '2026-01-01' });
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
    expect((await list({}, seller)).statusCode).toBe(403);
    expect((await request(testApp, seller, exportActivity)).statusCode).toBe(403);
  });

  it('offers the entity types and actions the log holds, for the filters', async () => {
    const facets = await request(testApp, admin, listActivityFacets);
    expect(facets.json()).toEqual({
      entityTypes: ['account', 'audience'],
      actions: ['account.profile_updated', 'account.updated', 'audience.created'],
    });
  });
});

describe('GET /api/activity/export', () => {
  const exported = async (query: string) => {
    const response = await call(testApp, admin, 'GET', `/activity/export?entityType=account${query}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    return response;
  };

  it("downloads the same filter as CSV, newest first, in the reader's words and with times as the screen shows them", async () => {
    const response = await exported('');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="activity-\d{4}-\d\d-\d\d\.csv"/,
    );
    // A byte-order mark, so Excel reads UTF-8; the account speaks English, so commas.
    expect(response.body.startsWith('\uFEFFID,Date (UTC-3),Account ID,')).toBe(true);
    const [header = [], ...rows] = spreadsheetCells(response.body.slice(1).trimEnd(), ',');
    const at = (row: string[] | undefined, column: string) => row?.[header.indexOf(column)];
    // The object and the action in words, as the log's screen says them; their codes in columns of their own.
    expect(rows.map((row) => at(row, 'Action'))).toEqual(['Profile changed', 'Account changed']);
    expect(rows.map((row) => at(row, 'Object'))).toEqual(['Account', 'Account']);
    expect(rows.map((row) => at(row, 'Action code'))).toEqual(['account.profile_updated', 'account.updated']);
    expect(rows.map((row) => at(row, 'Object code'))).toEqual(['account', 'account']);
    const listed = (await list({ entityType: 'account' })).json().items[1];
    const updated = rows[1];
    expect(at(updated, 'Object ID')).toBe(String(advertiser.id));
    expect(at(updated, 'Object name')).toBe('Anabel');
    expect(at(updated, 'IP')).toBe('198.51.100.4');
    expect(at(updated, 'Date (UTC-3)')).toBe(formatCampaignDateTime(listed?.createdAt ?? ''));
    expect(JSON.parse(at(updated, 'Before') ?? '')).toEqual({ firstName: 'Ana', company: null });
    expect(JSON.parse(at(updated, 'After') ?? '')).toEqual({ firstName: 'Anabel', company: 'Tienda' });
  });

  it('separates with semicolons in Spanish, unless the reader asks for commas', async () => {
    const spanish = await exported('&lang=es');
    expect(spanish.headers['content-disposition']).toMatch(/filename="actividad-/);
    const [header, first] = spreadsheetCells(spanish.body.slice(1).trimEnd(), ';');
    expect(header?.slice(0, 3)).toEqual(['ID', 'Fecha (UTC-3)', 'ID de la cuenta']);
    expect(header).toContain('Acción');
    // An id is bare digits, read by a spreadsheet as a number.
    expect(first?.[0]).toMatch(/^\d+$/);
    const chosen = await exported('&lang=es&separator=comma');
    expect(chosen.body.split('\r\n')[0]).toContain('ID,Fecha (UTC-3),ID de la cuenta,');
  });
});

describe('the log cannot be rewritten', () => {
  it('has no call that edits or deletes a row', async () => {
    const [first] = (await list()).json().items;
    for (const method of ['PATCH', 'PUT', 'DELETE'] as const) {
      const response = await call(testApp, admin, method, `/activity/${first?.id}`, {});
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('refuses UPDATE and DELETE in the database itself', async () => {
    const { db } = testApp.database;
    await expect(db.update(activityLog).set({ action: 'forged' })).rejects.toThrow();
    await expect(db.delete(activityLog)).rejects.toThrow();
    await expect(db.execute(sql`truncate activity_log`)).rejects.toThrow();
    expect((await list()).json().total).toBe(3);
  });

  it('keeps the rows of a deleted account, naming it by id', async () => {
    const { db } = testApp.database;
    const gone = await createAccount(db, { role: 'seller', firstName: 'Gone' });
    const goneSeller: Person = { id: gone.id, role: 'seller' };
    await request(testApp, goneSeller, updateMe, { body: { lastName: 'Soon' } });
    const deleted = await request(testApp, admin, deleteAccount, { params: { id: gone.id } });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = (await list({ personId: gone.id })).json();
    expect(rows.items).toEqual([
      expect.objectContaining({
        action: 'account.profile_updated',
        account: { id: gone.id, name: null, email: null },
      }),
    ]);
    const [record] = await db.select().from(activityLog).where(eq(activityLog.action, 'account.deleted'));
    expect(record).toMatchObject({ entityId: gone.id, accountId: admin.id });
    // Gone, the account is still named by what its deletion recorded.
    const deletion = (await list({ action: 'account.deleted' })).json().items[0];
    expect(deletion).toMatchObject({ entityId: gone.id, entityName: gone.email });
  });
});

describe('an opened row', () => {
  it('names the objects a row names by id, as they are called now', async () => {
    await recordActivity(
      testApp.database.db,
      { accountId: admin.id, actingAccountId: null },
      'report_schedule',
      999,
      'report_schedule.deleted',
      { kind: 'advertiser', targetId: advertiser.id, format: 'pdf' },
    );
    const [row] = (await list({ action: 'report_schedule.deleted' })).json().items;
    // The advertiser by its company, as every list of advertisers shows it.
    expect(row?.names).toEqual({ [`account:${advertiser.id}`]: 'Tienda' });
  });
});

describe('the Spanish export', () => {
  it('names the object and the action in words where the codes were, keeping the codes last', async () => {
    await recordActivity(
      testApp.database.db,
      { accountId: admin.id, actingAccountId: null },
      'presentation',
      7,
      'presentation.requested',
      {},
    );
    const response = await request(testApp, admin, exportActivity, {
      query: { entityType: 'presentation', lang: 'es' },
    });
    expect(response.statusCode).toBe(200);
    const [header = [], ...rows] = spreadsheetCells(response.body.slice(1).trimEnd(), ';');
    expect(header.slice(-2)).toEqual(['Código del objeto', 'Código de la acción']);
    expect(rows).toHaveLength(1);
    const at = (column: string) => rows[0]?.[header.indexOf(column)];
    expect(at('Objeto')).toBe('Presentación');
    expect(at('Acción')).toBe('Presentación solicitada');
    expect(at('Código del objeto')).toBe('presentation');
    expect(at('Código de la acción')).toBe('presentation.requested');
  });
});
