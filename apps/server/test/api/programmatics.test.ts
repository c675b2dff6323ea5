import { listProgrammatics } from '@adcontrol/domain/campaigns/contracts';
import type {
  DealStatisticsResponse,
  ProgrammaticDeal,
  ProgrammaticListFilter,
  ProgrammaticListResponse,
} from '@adcontrol/domain/campaigns/programmatic';
import { getDealStatistics, updateDealStatus } from '@adcontrol/domain/campaigns/programmatic-contracts';
import { CAMPAIGN_STATUSES, type Role } from '@adcontrol/domain/shared/enums';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountAdvertiserLinks,
  accounts,
  activityLog,
  offlineExchangeDeals,
  programmaticDeals,
} from '../../src/db/schema';
import type { ProgrammaticExchange } from '../../src/modules/programmatics/exchange';
import { createOfflineExchange } from '../../src/modules/programmatics/offline-exchange';
import type { DealPlan } from '../../src/modules/programmatics/offline-model';
import { syncExchange } from '../../src/modules/programmatics/sync';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { demoPeople } from '../helpers/demo-app';
import { createDemoDatabase } from '../helpers/demo-database';
import { request } from '../helpers/request';
import { accountsInScope } from '../helpers/scope-model';

/**
 * Programmatics (docs/decisions/035) on the demo data: the offline exchange's seeded deals brought in by the sync,
 * the list scoped as Control's, pause and activate through the exchange, and each deal's days. The exchange's clock
 * is held here and moved forward to watch deals change.
 */
const NOW = new Date('2026-03-18T15:30:00Z');
const DAY = 86_400_000;

let clock = NOW;
let testApp: TestApp;
let offline: ProgrammaticExchange;
/** The exchange the app talks to: the offline one, unless a test makes it unreachable. */
let isDown = false;
const exchange: ProgrammaticExchange = {
  deals: () => offline.deals(),
  statistics: (since) => offline.statistics(since),
  pause: (id, key) => (isDown ? Promise.reject(new Error('connect ECONNREFUSED')) : offline.pause(id, key)),
  activate: (id, key) =>
    isDown ? Promise.reject(new Error('connect ECONNREFUSED')) : offline.activate(id, key),
};
const demo = {} as Record<Role, Person>;
let scopes: (id: number) => Set<number>;

const sync = () => syncExchange(testApp.database.db, exchange, clock);
const listPath = (filter: ProgrammaticListFilter = {}) =>
  `/campaigns/programmatics?filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function list(who: Person, filter?: ProgrammaticListFilter): Promise<ProgrammaticListResponse> {
  const response = await request(testApp, who, listProgrammatics, {
    ...(filter ? { query: { filter: JSON.stringify(filter) } } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const everything = (who: Person, filter: ProgrammaticListFilter = {}) => list(who, { limit: 200, ...filter });
const setStatus = (who: Person, id: number, status: 'PAUSED' | 'DELIVERING') =>
  request(testApp, who, updateDealStatus, { params: { id }, body: { status } });

beforeAll(async () => {
  testApp = await buildTestApp({}, { exchange }, { database: await createDemoDatabase(NOW) });
  offline = createOfflineExchange(testApp.database.db, () => clock);
  const { db } = testApp.database;
  const people = await db.select().from(accounts);
  const links = await db.select().from(accountAdvertiserLinks);
  scopes = (id) => accountsInScope(people, links, id);
  Object.assign(demo, await demoPeople(db));
  await sync();
});
afterAll(async () => {
  await testApp?.close();
});

describe('the sync and the list', () => {
  it('brings in the seeded deals, showing every raw status of SPEC 4, 30 to a page from page 1', async () => {
    const all = await everything(demo.admin);
    expect(new Set(all.items.map((deal) => deal.status))).toEqual(new Set(CAMPAIGN_STATUSES));
    const first = await list(demo.admin);
    expect(first).toMatchObject({ page: 1, limit: 30, total: all.total });
    expect(first.items).toHaveLength(30);
    const second = await list(demo.admin, { page: 2 });
    expect(second.items.map((deal) => deal.id)).toEqual(all.items.slice(30, 60).map((deal) => deal.id));
  });

  it('counts delivery only for deals that delivered, and sums each one from its days', async () => {
    const { items } = await everything(demo.admin);
    for (const deal of items) {
      if (['DRAFT', 'PENDING_APPROVAL', 'DISAPPROVED', 'CANCELED', 'READY'].includes(deal.status)) {
        expect(deal.impressions, deal.status).toBe(0);
      }
    }
    const delivering = items.find((deal) => deal.status === 'DELIVERING' && deal.impressions > 0);
    if (!delivering) throw new Error('no delivering deal');
    const response = await request(testApp, demo.admin, getDealStatistics, { params: { id: delivering.id } });
    const stats = response.json() as DealStatisticsResponse;
    expect(stats.totals.impressions).toBe(delivering.impressions);
    expect(stats.totals.clicks).toBe(delivering.clicks);
    expect(stats.totals.spend).toBeCloseTo(delivering.spent, 1);
    expect(stats.totals.spend).toBeCloseTo((delivering.impressions * delivering.cpm) / 1000, 0);
    expect(stats.days.at(-1)?.date).toBe('2026-03-18');
    expect(stats.days.every((day) => day.clicks <= day.impressions)).toBe(true);
  });

  it('gives each role its scope: a seller its branch and linked advertisers, a country manager its country', async () => {
    for (const role of ['seller', 'country_manager'] as const) {
      const { items, total } = await everything(demo[role]);
      expect(total, role).toBeGreaterThan(0);
      const visible = scopes(demo[role].id);
      expect(
        items.every((deal) => visible.has(deal.advertiserId)),
        role,
      ).toBe(true);
    }
    const all = await everything(demo.admin);
    const sellers = all.items.filter((deal) => scopes(demo.seller.id).has(deal.advertiserId));
    expect((await everything(demo.seller)).total).toBe(sellers.length);
  });

  it("answers 404 for another seller's deal, as for one that does not exist", async () => {
    const mine = new Set((await everything(demo.seller)).items.map((deal) => deal.id));
    const other = (await everything(demo.admin)).items.find((deal) => !mine.has(deal.id));
    if (!other) throw new Error('no deal outside the seller scope');
    for (const response of [
      await request(testApp, demo.seller, getDealStatistics, { params: { id: other.id } }),
      await setStatus(demo.seller, other.id, 'PAUSED'),
      await request(testApp, demo.seller, getDealStatistics, { params: { id: 999999 } }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('refuses analysts and advertisers', async () => {
    for (const role of ['analyst', 'advertiser'] as const) {
      expect((await request(testApp, demo[role], listProgrammatics)).statusCode).toBe(403);
    }
  });

  it('filters like Control: status, type, advertiser, currency, dates and a search of 3 letters or more', async () => {
    const all = (await everything(demo.admin)).items;
    const paused = await everything(demo.admin, { status: 'PAUSED' });
    expect(paused.items.map((deal) => deal.id)).toEqual(
      all.filter((d) => d.status === 'PAUSED').map((d) => d.id),
    );
    const preferred = await everything(demo.admin, { type: 'PREFERRED_DEAL', currencies: ['CLP'] });
    expect(preferred.total).toBe(
      all.filter((d) => d.type === 'PREFERRED_DEAL' && d.currency === 'CLP').length,
    );
    const first = all[0] as ProgrammaticDeal;
    const byAdvertiser = await everything(demo.admin, { advertiser: first.advertiserId });
    expect(byAdvertiser.items.every((deal) => deal.advertiserId === first.advertiserId)).toBe(true);
    const word = first.name.split(' ')[0] as string;
    const searched = await everything(demo.admin, { search: word.slice(0, 4) });
    expect(searched.items.map((deal) => deal.id)).toContain(first.id);
    const awaiting = await everything(demo.admin, { status: 'awaiting' });
    expect(awaiting.items.every((deal) => Date.parse(deal.startDate) > NOW.getTime())).toBe(true);
    const inMarch = await everything(demo.admin, { startDate: '2026-04-01', endDate: '2026-04-30' });
    expect(inMarch.items.every((deal) => deal.endDate >= '2026-04-01' && deal.startDate < '2026-05-01')).toBe(
      true,
    );
    const short = await call(testApp, demo.admin, 'GET', listPath({ search: 'ab' }));
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('search');
    const backwards = await call(
      testApp,
      demo.admin,
      'GET',
      listPath({ startDate: '2026-05-01', endDate: '2026-04-01' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.body).toContain('endDate');
  });
});

describe('a deal that appears later', () => {
  it('brings in all its days, and leaves out a deal whose buyer is no advertiser of ours', async () => {
    const plan = (dealId: string, buyerId: string): DealPlan => ({
      dealId,
      name: `Late ${dealId}`,
      type: 'STANDARD',
      buyerId,
      country: 'CL',
      currency: 'CLP',
      cpm: 2000,
      budget: 2_000_000,
      ctr: 0.004,
      outcome: 'approved',
      submittedAt: new Date(NOW.getTime() - 20 * DAY).toISOString(),
      decidedAt: new Date(NOW.getTime() - 19 * DAY).toISOString(),
      startDate: new Date(NOW.getTime() - 10 * DAY).toISOString(),
      endDate: new Date(NOW.getTime() + 10 * DAY).toISOString(),
      extendedDays: 0,
      inactive: null,
      buyerPausedAt: null,
    });
    await testApp.database.db.insert(offlineExchangeDeals).values([
      { dealId: 'PD-LATE-1', plan: plan('PD-LATE-1', String(demo.advertiser.id)) },
      { dealId: 'PD-LATE-2', plan: plan('PD-LATE-2', String(demo.seller.id)) },
    ]);
    const result = await sync();
    expect(result.skipped).toEqual(['PD-LATE-2']);
    const [late] = (await everything(demo.admin, { search: 'PD-LATE' })).items;
    expect(late).toMatchObject({
      exchangeDealId: 'PD-LATE-1',
      advertiserId: demo.advertiser.id,
      sellerId: demo.seller.id,
    });
    const response = await request(testApp, demo.admin, getDealStatistics, { params: { id: late?.id } });
    const stats = response.json() as DealStatisticsResponse;
    expect(stats.days.length).toBeGreaterThanOrEqual(10);
    expect(stats.totals.impressions).toBe(late?.impressions);
    expect(stats.totals.impressions).toBeGreaterThan(0);
  });
});

describe('pause and activate', () => {
  const deliveringOf = async (who: Person) => {
    const { items } = await everything(who, { status: 'DELIVERING' });
    const deal = items[0];
    if (!deal) throw new Error('nothing delivering');
    return deal;
  };

  it('pauses a delivering deal through the exchange and records it, then activates it again', async () => {
    const deal = await deliveringOf(demo.seller);
    const paused = await setStatus(demo.seller, deal.id, 'PAUSED');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: deal.id, status: 'PAUSED' });
    // The exchange holds the pause: the next sync keeps it.
    await sync();
    expect((await everything(demo.seller, { status: 'PAUSED' })).items.map((d) => d.id)).toContain(deal.id);
    const [record] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'programmatic_deal'), eq(activityLog.entityId, deal.id)));
    expect(record).toMatchObject({
      accountId: demo.seller.id,
      action: 'programmatic_deal.paused',
      details: { before: { status: 'DELIVERING' }, after: { status: 'PAUSED' } },
    });
    const again = await setStatus(demo.seller, deal.id, 'PAUSED');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      message: 'A deal that is PAUSED cannot be paused',
      field: 'status',
    });
    const activated = await setStatus(demo.seller, deal.id, 'DELIVERING');
    expect(activated.json()).toMatchObject({ status: 'DELIVERING' });
  });

  it('refuses a change the status does not allow, naming the status, and changes nothing', async () => {
    for (const status of ['COMPLETED', 'DISAPPROVED', 'PENDING_APPROVAL', 'DRAFT', 'CANCELED'] as const) {
      const deal = (await everything(demo.admin, { status })).items[0] as ProgrammaticDeal;
      for (const asked of ['PAUSED', 'DELIVERING'] as const) {
        const response = await setStatus(demo.admin, deal.id, asked);
        expect(response.statusCode).toBe(409);
        expect(response.failure().message).toBe(
          `A deal that is ${status} cannot be ${asked === 'PAUSED' ? 'paused' : 'activated'}`,
        );
      }
    }
    const bad = await setStatus(demo.admin, 1, 'COMPLETED' as 'PAUSED');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  it('answers 503 when the exchange cannot be reached, and keeps the deal as it was', async () => {
    const deal = await deliveringOf(demo.admin);
    isDown = true;
    try {
      const response = await setStatus(demo.admin, deal.id, 'PAUSED');
      expect(response.statusCode).toBe(503);
    } finally {
      isDown = false;
    }
    const [row] = await testApp.database.db
      .select()
      .from(programmaticDeals)
      .where(eq(programmaticDeals.id, deal.id));
    expect(row?.status).toBe('DELIVERING');
  });

  it('moves deals on as days pass: approvals arrive, paused inventory is released and goes back to approval', async () => {
    const before = (await everything(demo.admin)).items;
    const deal = await deliveringOf(demo.admin);
    expect((await setStatus(demo.admin, deal.id, 'PAUSED')).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 2 * DAY);
    await sync();
    const after = new Map((await everything(demo.admin)).items.map((d) => [d.id, d]));
    expect(after.get(deal.id)?.status).toBe('PAUSED_INVENTORY_RELEASED');
    const changed = before.filter((d) => after.get(d.id)?.status !== d.status);
    expect(changed.some((d) => d.status === 'PENDING_APPROVAL' && after.get(d.id)?.status === 'READY')).toBe(
      true,
    );
    expect(
      changed.some((d) => d.status === 'PENDING_APPROVAL' && after.get(d.id)?.status === 'DELIVERING'),
    ).toBe(true);
    expect(changed.some((d) => d.status === 'DELIVERING' && after.get(d.id)?.status === 'COMPLETED')).toBe(
      true,
    );
    const grown = before.find(
      (d) => d.status === 'DELIVERING' && d.id !== deal.id && after.get(d.id)?.status === 'DELIVERING',
    );
    expect(after.get(grown?.id ?? 0)?.impressions ?? 0).toBeGreaterThan(grown?.impressions ?? 0);
    const reactivated = await setStatus(demo.admin, deal.id, 'DELIVERING');
    expect(reactivated.json()).toMatchObject({ status: 'PENDING_APPROVAL' });
  });
});
