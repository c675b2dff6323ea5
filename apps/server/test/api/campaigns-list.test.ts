import type {
  CampaignListFilter,
  CampaignRow,
  CampaignSortField,
} from '@adcontrol/domain/campaigns/campaign';
import { CAMPAIGN_SORT_FIELDS } from '@adcontrol/domain/campaigns/campaign';
import {
  getCampaignDetails,
  listAdvertiserCampaigns,
  listCampaigns,
  listMyCampaigns,
  updateCampaignsStatus,
} from '@adcontrol/domain/campaigns/contracts';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { sellerLabel } from '@adcontrol/domain/rules/seller-label';
import type { Role } from '@adcontrol/domain/shared/enums';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountAdvertiserLinks, accounts, activityLog, campaigns, creatives } from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/demo';
import { recordStatistics } from '../../src/modules/campaigns/delivery-totals-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { accountsInScope } from '../helpers/scope-model';

/**
 * The Control list (docs/decisions/024) on the demo data, checked against plain JavaScript over the stored rows:
 * scope as docs/decisions/008 states it, display status from the dates, and a hand-made campaign whose figures
 * are worked out here. The server's clock is held at the seed's `now`.
 */
const NOW = new Date('2026-03-18T15:30:00Z');

let testApp: TestApp;
const demo = {} as Record<Role, Person>;
type AccountRow = typeof accounts.$inferSelect;
type StoredCampaign = typeof campaigns.$inferSelect;
let people: AccountRow[] = [];
let links: { accountId: number; advertiserId: number }[] = [];
let stored: StoredCampaign[] = [];

async function loadRows() {
  const { db } = testApp.database;
  people = await db.select().from(accounts);
  links = await db
    .select({
      accountId: accountAdvertiserLinks.accountId,
      advertiserId: accountAdvertiserLinks.advertiserId,
    })
    .from(accountAdvertiserLinks);
  stored = await db.select().from(campaigns);
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  testApp = await buildTestApp();
  await seedDemoData(testApp.database, { now: NOW });
  await loadRows();
  for (const { email, role } of DEMO_ACCOUNTS) {
    const row = people.find((person) => person.email === email);
    if (!row) throw new Error(`no demo ${role}`);
    demo[role] = { id: row.id, role };
  }
});
afterAll(async () => {
  await testApp?.close();
  vi.useRealTimers();
});

/** The accounts `accountId` sees, by the rules of docs/decisions/008. */
const scopeOf = (accountId: number) => accountsInScope(people, links, accountId);

const visibleTo = (who: Person) => {
  const scope = scopeOf(who.id);
  return stored.filter((campaign) => scope.has(campaign.advertiserId));
};
const displayOf = (campaign: StoredCampaign, now = NOW) =>
  campaign.startDate > now ? 'awaiting' : campaign.endDate < now ? 'finished' : 'in progress';

const query = (filter: CampaignListFilter) =>
  `/campaigns?filter=${encodeURIComponent(JSON.stringify(filter))}`;

async function page(who: Person, filter: CampaignListFilter) {
  const response = await request(testApp, who, listCampaigns, { query: { filter: JSON.stringify(filter) } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** Every row of a filter, page after page of 200. */
async function everything(who: Person, filter: CampaignListFilter): Promise<CampaignRow[]> {
  const rows: CampaignRow[] = [];
  for (let number = 1; ; number += 1) {
    const answer = await page(who, { ...filter, page: number, limit: 200 });
    rows.push(...answer.items);
    if (rows.length >= answer.total || answer.items.length === 0) {
      expect(rows).toHaveLength(answer.total);
      return rows;
    }
  }
}

const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

describe('the default query', () => {
  it('answers page 1 of 5 campaigns in progress, soonest end first', async () => {
    const answer = await page(demo.admin, {});
    const inProgress = stored.filter((campaign) => displayOf(campaign) === 'in progress');
    expect(answer.total).toBe(inProgress.length);
    expect(answer).toMatchObject({ page: 1, limit: 5 });
    const expected = [...inProgress]
      .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id)
      .slice(0, 5)
      .map((campaign) => campaign.id);
    expect(answer.items.map((row) => row.id)).toEqual(expected);
    expect(answer.items.every((row) => row.displayStatus === 'in progress')).toBe(true);
  });

  it('answers the same without a filter parameter', async () => {
    const bare = await request(testApp, demo.admin, listCampaigns);
    expect(bare.json()).toEqual(await page(demo.admin, {}));
  });

  it('pages without gaps or repeats', async () => {
    const all = await everything(demo.admin, { status: 'all' });
    const second = await page(demo.admin, { status: 'all', page: 2, limit: 7 });
    expect(second.items.map((row) => row.id)).toEqual(all.slice(7, 14).map((row) => row.id));
    const beyond = await page(demo.admin, { status: 'all', page: 1000, limit: 7 });
    expect(beyond).toMatchObject({ items: [], total: all.length });
  });
});

describe('filters', () => {
  const admin = () => demo.admin;
  it.each(['awaiting', 'in progress', 'finished'] as const)('status %s follows the dates', async (status) => {
    const rows = await everything(admin(), { status });
    expect(ids(rows)).toEqual(ids(stored.filter((campaign) => displayOf(campaign) === status)));
  });

  it('a raw status, and all', async () => {
    expect(ids(await everything(admin(), { status: 'PAUSED' }))).toEqual(
      ids(stored.filter((campaign) => campaign.status === 'PAUSED')),
    );
    expect(ids(await everything(admin(), { status: 'all' }))).toEqual(ids(stored));
  });

  it('seller, advertiser, country, currencies and optimized', async () => {
    const sample = stored.find((campaign) => campaign.sellerId !== null) as StoredCampaign;
    const cases: [CampaignListFilter, (campaign: StoredCampaign) => boolean][] = [
      [{ seller: sample.sellerId as number }, (campaign) => campaign.sellerId === sample.sellerId],
      [{ advertiser: sample.advertiserId }, (campaign) => campaign.advertiserId === sample.advertiserId],
      [{ country: sample.country as 'CL' }, (campaign) => campaign.country === sample.country],
      [{ currencies: ['CLP', 'USD'] }, (campaign) => ['CLP', 'USD'].includes(campaign.currency)],
      [{ optimized: true }, (campaign) => campaign.enableOptimized],
      [{ optimized: false }, (campaign) => !campaign.enableOptimized],
    ];
    for (const [filter, keep] of cases) {
      const rows = await everything(admin(), { ...filter, status: 'all' });
      expect(ids(rows), JSON.stringify(filter)).toEqual(ids(stored.filter(keep)));
      expect(rows.length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
  });

  it('a date range keeps the campaigns running at some moment of it (network days)', async () => {
    const from = new Date('2026-03-01T03:00:00Z');
    const untilExclusive = new Date('2026-03-11T03:00:00Z');
    const rows = await everything(admin(), { status: 'all', startDate: '2026-03-01', endDate: '2026-03-10' });
    expect(ids(rows)).toEqual(
      ids(stored.filter((campaign) => campaign.endDate >= from && campaign.startDate < untilExclusive)),
    );
  });

  it('search by name, 3 letters or more, in any case', async () => {
    const word = (stored[0] as StoredCampaign).name.split(' ')[0]?.slice(0, 4).toUpperCase() as string;
    const rows = await everything(admin(), { status: 'all', search: word });
    expect(rows.length).toBeGreaterThan(0);
    expect(ids(rows)).toEqual(
      ids(stored.filter((campaign) => campaign.name.toLowerCase().includes(word.toLowerCase()))),
    );
    expect(await page(admin(), { status: 'all', search: '100%' })).toMatchObject({ total: 0 });
  });

  it('refuses a search under 3 letters, naming the field', async () => {
    const response = await call(testApp, admin(), 'GET', query({ search: 'ab' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'filter.search' });
  });

  it('refuses an unknown sort and a page of 0', async () => {
    const badSort = await call(testApp, admin(), 'GET', query({ sort: 'password' as never }));
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().field).toBe('filter.sort');
    const badPage = await call(testApp, admin(), 'GET', query({ page: 0 }));
    expect(badPage.json().field).toBe('filter.page');
  });
});

describe('the seller', () => {
  it('reads "Company (First Last)" as the domain names it, in the list and in the details alike', async () => {
    const rows = await everything(demo.admin, { status: 'all' });
    const byId = new Map(people.map((person) => [person.id, person]));
    const expected = (row: CampaignRow) => {
      const account = row.sellerId === null ? undefined : byId.get(row.sellerId);
      return account ? sellerLabel(account) : null;
    };
    expect(rows.map((row) => row.sellerName)).toEqual(rows.map(expected));
    expect(rows.some((row) => / \(.+\)$/.test(row.sellerName ?? ''))).toBe(true);
    const first = rows.find((row) => row.sellerId !== null) as CampaignRow;
    const details = await request(testApp, demo.admin, getCampaignDetails, { params: { id: first.id } });
    expect(details.json().sellerName).toBe(first.sellerName);
  });
});

/** The value a sort field orders by, as the row shows it. */
function sortValue(row: CampaignRow, field: CampaignSortField): number | string | null {
  switch (field) {
    case 'budget':
      return row.budget.total;
    case 'targetImpressions':
      return row.target.impressions;
    case 'targetClicks':
      return row.target.clicks;
    case 'startDate':
    case 'endDate':
      return Date.parse(row[field]);
    default:
      return row[field] ?? null;
  }
}

const TEXT_FIELDS = new Set<CampaignSortField>([
  'name',
  'status',
  'source',
  'sellerName',
  'advertiserName',
  'product',
  'country',
]);

describe('sorting', () => {
  it.each(CAMPAIGN_SORT_FIELDS)('by %s, both ways', async (field) => {
    const asc = await everything(demo.admin, { status: 'all', sort: field, order: 'asc' });
    const desc = await everything(demo.admin, { status: 'all', sort: field, order: 'desc' });
    expect(ids(asc)).toEqual(ids(stored));
    const present = (rows: CampaignRow[]) => rows.filter((row) => sortValue(row, field) !== null);
    // Empty values come last both ways; the rest reverse exactly (ties fall back to the id, also reversed).
    expect(present(desc).map((row) => row.id)).toEqual(
      present(asc)
        .map((row) => row.id)
        .reverse(),
    );
    expect(asc.slice(present(asc).length).every((row) => sortValue(row, field) === null)).toBe(true);
    if (!TEXT_FIELDS.has(field)) {
      const values = present(asc).map((row) => sortValue(row, field) as number);
      // Rounded figures may tie where the exact values differ, never invert.
      values.forEach((value, index) => {
        if (index > 0) expect(value).toBeGreaterThanOrEqual(values[index - 1] as number);
      });
      expect(new Set(values).size).toBeGreaterThan(1);
    }
  });
});

describe('scope', () => {
  it.each(['admin', 'country_manager', 'super_seller', 'seller', 'advertiser', 'analyst'] as const)(
    'the %s sees the campaigns of its scope',
    async (role) => {
      const rows = await everything(demo[role], { status: 'all' });
      expect(ids(rows)).toEqual(ids(visibleTo(demo[role])));
      if (role !== 'analyst') expect(rows.length).toBeGreaterThan(0);
    },
  );

  it('/mine lists the advertiser its own campaigns, by end date', async () => {
    const response = await request(testApp, demo.advertiser, listMyCampaigns);
    const rows = response.json() as CampaignRow[];
    const own = stored
      .filter((campaign) => campaign.advertiserId === demo.advertiser.id)
      .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id);
    expect(rows.map((row) => row.id)).toEqual(own.map((campaign) => campaign.id));
    expect(own.length).toBeGreaterThan(0);
    expect((await request(testApp, demo.admin, listMyCampaigns)).json()).toEqual([]);
  });

  it('/of/:id answers an admin and an account the advertiser is linked to', async () => {
    const link = links.find((row) => row.accountId === demo.seller.id) ?? links[0];
    if (!link) throw new Error('the demo has no links');
    const linkedAccount = people.find((row) => row.id === link.accountId) as AccountRow;
    const expected = ids(stored.filter((campaign) => campaign.advertiserId === link.advertiserId));
    const asAdmin = await request(testApp, demo.admin, listAdvertiserCampaigns, {
      params: { id: link.advertiserId },
    });
    expect(ids(asAdmin.json())).toEqual(expected);
    const asLinked = await request(testApp, linkedAccount, listAdvertiserCampaigns, {
      params: { id: link.advertiserId },
    });
    expect(asLinked.statusCode).toBe(200);
    expect(ids(asLinked.json())).toEqual(expected);
  });

  it("/of/:id of another account's advertiser, or of a non-advertiser, is 404", async () => {
    const unlinked = people.find(
      (row) =>
        row.role === 'advertiser' &&
        !links.some((link) => link.accountId === demo.seller.id && link.advertiserId === row.id),
    ) as AccountRow;
    const asSeller = await request(testApp, demo.seller, listAdvertiserCampaigns, {
      params: { id: unlinked.id },
    });
    expect(asSeller.statusCode).toBe(404);
    const asOther = await request(testApp, demo.advertiser, listAdvertiserCampaigns, {
      params: { id: unlinked.id },
    });
    expect(asOther.statusCode).toBe(unlinked.id === demo.advertiser.id ? 200 : 404);
    expect(
      (await request(testApp, demo.admin, listAdvertiserCampaigns, { params: { id: demo.seller.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(testApp, demo.admin, listAdvertiserCampaigns, { params: { id: 999999 } })).statusCode,
    ).toBe(404);
  });
});

describe('figures of one campaign', () => {
  let advertiser: Person;
  let campaignId: number;
  let creativeId: number;
  // Bought 1,000,000 CLP of impressions at 3,000 CLP per thousand (333,333 impressions) over 10 network days.
  const start = new Date('2026-03-12T03:00:00Z');
  const end = new Date('2026-03-22T02:59:59Z');

  beforeAll(async () => {
    const { db } = testApp.database;
    const account = await createAccount(db, { role: 'advertiser', country: 'CL' });
    advertiser = { id: account.id, role: 'advertiser' };
    const [row] = await db
      .insert(campaigns)
      .values({
        name: 'Hand made rounding campaign',
        advertiserId: account.id,
        country: 'CL',
        currency: 'CLP',
        timezone: 'America/Santiago',
        purchaseModel: 'CPM',
        format: 'push',
        budgetTotal: 1_000_000,
        unitPrice: 3_000,
        startDate: start,
        endDate: end,
        status: 'DELIVERING',
        targetImpressions: 333_333,
        targetClicks: 6_666,
        cappingImpressions: 33_334,
        cappingClicks: 667,
        optimizationWeight: 35,
      })
      .returning();
    campaignId = (row as StoredCampaign).id;
    const [creative] = await db
      .insert(creatives)
      .values({ campaignId, format: 'push', name: 'push rounding' })
      .returning();
    creativeId = (creative as { id: number }).id;
    const day = (date: string, source: 'newton' | 'sinew', impressions: number, clicks: number) => ({
      date,
      campaignId,
      creativeId,
      source,
      impressions,
      clicks,
    });
    // Yesterday (17 March at -03:00) split over both servers, today's partial day, and an older day.
    await recordStatistics(db, [
      day('2026-03-15', 'newton', 20_000, 301),
      day('2026-03-17', 'newton', 7_000, 99),
      day('2026-03-17', 'sinew', 5_345, 12),
      day('2026-03-18', 'newton', 1_111, 7),
    ]);
  });

  it('shows delivery, yesterday, progress, capping, spend, budget in USD and effective costs, rounded', async () => {
    const [row] = (await request(testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
    const impressions = 20_000 + 7_000 + 5_345 + 1_111;
    const clicks = 301 + 99 + 12 + 7;
    const spent = (impressions / 1000) * 3_000;
    // 18 March (today) to 21 March (the end's network day), both included: 4 days for what is left.
    const needed = Math.ceil((333_333 - impressions) / 4);
    expect(row).toMatchObject({
      id: campaignId,
      // SPEC 5: end date minus start date, in network calendar days (it delivers on 10 of them).
      days: 9,
      remainingDays: 4,
      metric: 'impressions',
      currentCapping: 33_334,
      neededCapping: needed,
      impressions,
      clicks,
      ctr: ctr(clicks, impressions),
      yesterdayImpressions: 12_345,
      yesterdayClicks: 111,
      progress: percentage(impressions, 333_333),
      spent: roundTo(spent, 2),
      budgetUsd: roundTo(1_000_000 / 940, 2),
      budget: { total: 1_000_000, usd: roundTo(1_000_000 / 940, 2) },
      exchangeRate: { perUsd: 940, date: '2026-11-02' },
      cpm: roundTo((spent * 1000) / impressions, 2),
      cpc: roundTo(spent / clicks, 2),
      weight: 35,
    });
    expect(row?.ctr).toBe(1.25);
    expect(row?.progress).toBe(10);
    expect(row?.budgetUsd).toBe(1063.83);
    expect(row?.cpc).toBe(239.54);
  });

  it('takes yesterday as the previous network day, not the previous UTC day', async () => {
    // 01:30 UTC on 19 March is still 18 March at -03:00: yesterday is the 17th.
    vi.setSystemTime(new Date('2026-03-19T01:30:00Z'));
    try {
      const [row] = (await request(testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
      expect(row).toMatchObject({ yesterdayImpressions: 12_345, yesterdayClicks: 111 });
      vi.setSystemTime(new Date('2026-03-19T03:30:00Z'));
      const [next] = (await request(testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
      expect(next).toMatchObject({ yesterdayImpressions: 1_111, yesterdayClicks: 7, remainingDays: 3 });
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('caps the spend at the budget and has no effective cost before any delivery', async () => {
    const { db } = testApp.database;
    await recordStatistics(db, [
      { date: '2026-03-16', campaignId, creativeId, source: 'sinew', impressions: 1_000_000, clicks: 0 },
    ]);
    const [row] = (await request(testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
    expect(row).toMatchObject({ spent: 1_000_000, neededCapping: 0 });
    expect(row?.progress).toBeGreaterThan(100);
    const [fresh] = await db
      .insert(campaigns)
      .values({
        name: 'Hand made campaign without delivery',
        advertiserId: advertiser.id,
        country: 'CL',
        currency: 'USD',
        timezone: 'America/Santiago',
        purchaseModel: 'CPC',
        format: 'push',
        budgetTotal: 500,
        unitPrice: 0.25,
        startDate: new Date('2026-04-01T03:00:00Z'),
        endDate: new Date('2026-04-11T02:59:59Z'),
        status: 'READY',
        targetClicks: 2_000,
        targetImpressions: 100_000,
      })
      .returning();
    const rows = (await request(testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
    expect(rows.find((candidate) => candidate.id === fresh?.id)).toMatchObject({
      displayStatus: 'awaiting',
      metric: 'clicks',
      impressions: 0,
      ctr: 0,
      progress: 0,
      spent: 0,
      cpm: null,
      cpc: null,
      budgetUsd: 500,
      days: 9,
      remainingDays: 10,
      neededCapping: 200,
    });
  });
});

describe('bulk status', () => {
  it('pauses and activates several campaigns at once, each by the single rule', async () => {
    const mine = visibleTo(demo.seller);
    // Campaigns the status machine lets pause (decision 041): not pending approval, a draft or finished.
    const pausable = (campaign: StoredCampaign) => ['DELIVERING', 'READY'].includes(campaign.status);
    const running = mine.find(
      (campaign) => displayOf(campaign) === 'in progress' && pausable(campaign),
    ) as StoredCampaign;
    const ahead = mine.find(
      (campaign) => displayOf(campaign) === 'awaiting' && pausable(campaign),
    ) as StoredCampaign;
    expect(running && ahead).toBeTruthy();
    const paused = await request(testApp, demo.seller, updateCampaignsStatus, {
      body: {
        ids: [running.id, ahead.id],
        status: 'PAUSED',
      },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json().items).toEqual(
      expect.arrayContaining([
        { id: running.id, status: 'PAUSED' },
        { id: ahead.id, status: 'PAUSED' },
      ]),
    );
    const activated = await request(testApp, demo.seller, updateCampaignsStatus, {
      body: {
        ids: [running.id, ahead.id],
        status: 'DELIVERING',
      },
    });
    expect(activated.json().items).toEqual(
      expect.arrayContaining([
        { id: running.id, status: 'DELIVERING' },
        { id: ahead.id, status: 'READY' },
      ]),
    );
    const rows = await page(demo.seller, { status: 'all', search: running.name.slice(0, 40) });
    expect(rows.items.find((row) => row.id === running.id)?.status).toBe('DELIVERING');
  });

  it('changes nothing and answers 404 when any campaign is outside the scope', async () => {
    const { db } = testApp.database;
    const mine = visibleTo(demo.seller).slice(0, 2);
    const foreign = stored.find(
      (campaign) => !scopeOf(demo.seller.id).has(campaign.advertiserId),
    ) as StoredCampaign;
    const chosen = [...mine.map((campaign) => campaign.id), foreign.id];
    const before = await db
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(inArray(campaigns.id, chosen));
    const logged = (await db.select().from(activityLog)).length;
    const response = await request(testApp, demo.seller, updateCampaignsStatus, {
      body: {
        ids: chosen,
        status: 'PAUSED',
      },
    });
    expect(response.statusCode).toBe(404);
    const after = await db
      .select({ id: campaigns.id, status: campaigns.status })
      .from(campaigns)
      .where(inArray(campaigns.id, chosen));
    expect(after).toEqual(expect.arrayContaining(before));
    expect((await db.select().from(activityLog)).length).toBe(logged);
    const missing = await request(testApp, demo.admin, updateCampaignsStatus, {
      body: {
        ids: [999_999],
        status: 'PAUSED',
      },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses repeated ids, an empty list and a status no action asks for, naming the field', async () => {
    const id = (stored[0] as StoredCampaign).id;
    const cases: [object, string][] = [
      [{ ids: [id, id], status: 'PAUSED' }, 'ids'],
      [{ ids: [], status: 'PAUSED' }, 'ids'],
      [{ ids: [id], status: 'DRAFT' }, 'status'],
    ];
    for (const [body, field] of cases) {
      const response = await call(testApp, demo.admin, 'PATCH', '/campaigns/status', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
    }
    expect(
      (await request(testApp, demo.analyst, updateCampaignsStatus, { body: { ids: [id], status: 'PAUSED' } }))
        .statusCode,
    ).toBe(403);
  });
});
