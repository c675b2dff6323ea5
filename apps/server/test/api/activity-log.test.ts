import type { ActivityEntry, ActivityListResponse } from '@adcontrol/domain/activity/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { recordActivity } from '../../src/modules/activity/service';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, headersOf, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';

/** Issue 11: the admins' activity log, read and exported through the API, and never rewritten. */
let testApp: TestApp;
let admin: Person;
let seller: Person;
let advertiser: Person;

/** RFC 4180 text read back into records keyed by the header (quoted fields may hold commas and quotes). */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      row.push(field);
      field = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      field += char;
    }
  }
  const [header = [], ...records] = rows;
  return records.map((values) =>
    Object.fromEntries(header.map((name, index) => [name, values[index] ?? ''])),
  );
}

const list = (query = '', who: Person = admin) => call(testApp, who, 'GET', `/activity${query}`);

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  admin = { id: (await createAccount(db, { role: 'admin', firstName: 'Ada' })).id, role: 'admin' };
  seller = { id: (await createAccount(db, { role: 'seller', firstName: 'Sol' })).id, role: 'seller' };
  const row = await createAccount(db, { role: 'advertiser', parentId: seller.id, firstName: 'Ana' });
  advertiser = { id: row.id, role: 'advertiser' };
  await testApp.app.inject({
    method: 'PATCH',
    url: `/api/accounts/${advertiser.id}`,
    headers: { ...(await headersOf(testApp, admin)), 'x-forwarded-for': '198.51.100.4' },
    payload: { firstName: 'Anabel', company: 'Tienda' },
  });
  await call(testApp, seller, 'PATCH', '/accounts/me', { lastName: 'Solar', password: 'ignored' });
  await call(testApp, seller, 'POST', '/audiences', {
    name: 'Lima',
    filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } },
  });
});
afterAll(() => testApp.close());

describe('GET /api/activity', () => {
  it('lists changes newest first with who made them, from where, and the fields before and after', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const body = response.json<ActivityListResponse>();
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
    const bySeller = (await list(`?personId=${seller.id}`)).json<ActivityListResponse>();
    expect(bySeller.items.map((entry) => entry.action)).toEqual([
      'audience.created',
      'account.profile_updated',
    ]);
    const accountsOnly = (
      await list('?entityType=account&action=account.updated')
    ).json<ActivityListResponse>();
    expect(accountsOnly.items.map((entry) => entry.entityId)).toEqual([advertiser.id]);
    expect((await list('?from=2000-01-01&to=2000-01-02')).json()).toEqual({ items: [], total: 0 });
    const page = (await list('?limit=1&page=2')).json<ActivityListResponse>();
    expect(page).toMatchObject({ total: 3, items: [{ action: 'account.profile_updated' }] });
  });

  it('never writes a password into the log', async () => {
    const all = (
      await list(`?personId=${seller.id}&action=account.profile_updated`)
    ).json<ActivityListResponse>();
    expect(JSON.stringify(all.items)).not.toMatch(/ignored|scrypt|\$/);
  });

  it('refuses a reversed period, naming the field, and anyone but an admin', async () => {
    const reversed = await list('?from=2026-02-01&to=2026-01-01');
    expect(reversed.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'to' });
    expect((await list('', seller)).statusCode).toBe(403);
    expect((await call(testApp, seller, 'GET', '/activity/export')).statusCode).toBe(403);
  });

  it('offers the entity types and actions the log holds, for the filters', async () => {
    const facets = await call(testApp, admin, 'GET', '/activity/facets');
    expect(facets.json()).toEqual({
      entityTypes: ['account', 'audience'],
      actions: ['account.profile_updated', 'account.updated', 'audience.created'],
    });
  });
});

describe('GET /api/activity/export', () => {
  it('downloads the same filter as CSV, newest first, with before and after as JSON', async () => {
    const response = await call(testApp, admin, 'GET', `/activity/export?entityType=account`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="activity-.+\.csv"/);
    const rows = parseCsv(response.body);
    expect(rows.map((row) => row.action)).toEqual(['account.profile_updated', 'account.updated']);
    expect(rows[1]).toMatchObject({
      entity_id: String(advertiser.id),
      entity_name: 'Anabel',
      account_id: String(admin.id),
      ip: '198.51.100.4',
    });
    expect(JSON.parse(rows[1]?.before ?? '')).toEqual({ firstName: 'Ana', company: null });
    expect(JSON.parse(rows[1]?.after ?? '')).toEqual({ firstName: 'Anabel', company: 'Tienda' });
  });
});

describe('the log cannot be rewritten', () => {
  it('has no call that edits or deletes a row', async () => {
    const [first] = (await list()).json<ActivityListResponse>().items;
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
    expect((await list()).json<ActivityListResponse>().total).toBe(3);
  });

  it('keeps the rows of a deleted account, naming it by id', async () => {
    const { db } = testApp.database;
    const gone = await createAccount(db, { role: 'seller', firstName: 'Gone' });
    const goneSeller: Person = { id: gone.id, role: 'seller' };
    await call(testApp, goneSeller, 'PATCH', '/accounts/me', { lastName: 'Soon' });
    const deleted = await call(testApp, admin, 'DELETE', `/accounts/${gone.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const rows = (await list(`?personId=${gone.id}`)).json<ActivityListResponse>();
    expect(rows.items).toEqual([
      expect.objectContaining({
        action: 'account.profile_updated',
        account: { id: gone.id, name: null, email: null },
      }),
    ]);
    const [record] = await db.select().from(activityLog).where(eq(activityLog.action, 'account.deleted'));
    expect(record).toMatchObject({ entityId: gone.id, accountId: admin.id });
    // Gone, the account is still named by what its deletion recorded.
    const deletion = (await list('?action=account.deleted')).json<ActivityListResponse>().items[0];
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
    const [row] = (await list('?action=report_schedule.deleted')).json<ActivityListResponse>().items;
    // The advertiser by its company, as every list of advertisers shows it.
    expect(row?.names).toEqual({ [`account:${advertiser.id}`]: 'Tienda' });
  });
});
