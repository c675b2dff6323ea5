import type { AdvertiserOverviewResponse } from '@adcontrol/domain/advertisers/contracts';
import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import type { Role } from '@adcontrol/domain/shared/enums';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountAdvertiserLinks,
  accounts,
  campaignReach,
  campaignStatistics,
  campaigns,
  creatives,
} from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/demo';
import { refreshCampaignDelivery } from '../../src/modules/campaigns/delivery-totals-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { accountsInScope } from '../helpers/scope-model';

/**
 * The advertiser page's figures (docs/decisions/029) on the demo data, recomputed here from the rows in plain
 * JavaScript rather than the server's SQL. The server's clock is held at the seed's `now`.
 */
const NOW = new Date('2026-03-18T15:30:00Z');
/** 12:30 on 18 March at -03:00. */
const TODAY = '2026-03-18';
const DAY_MS = 86_400_000;
const MIN_IMPRESSIONS = 1_000;

let testApp: TestApp;
const demo = {} as Record<Role, Person>;
type AccountRow = typeof accounts.$inferSelect;
type CampaignRow = typeof campaigns.$inferSelect;
type StatisticsRow = {
  campaignId: number;
  creativeId: number;
  date: string;
  impressions: number;
  clicks: number;
};
let people: AccountRow[] = [];
let links: { accountId: number; advertiserId: number }[] = [];
let campaignRows: CampaignRow[] = [];
let creativeRows: { id: number; name: string; format: string; campaignId: number }[] = [];
let statisticsRows: StatisticsRow[] = [];
let reachRows: { campaignId: number; date: string; cumulativeDevices: number }[] = [];

async function loadRows() {
  const { db } = testApp.database;
  people = await db.select().from(accounts);
  links = await db.select().from(accountAdvertiserLinks);
  campaignRows = await db.select().from(campaigns);
  creativeRows = await db
    .select({
      id: creatives.id,
      name: creatives.name,
      format: creatives.format,
      campaignId: creatives.campaignId,
    })
    .from(creatives);
  statisticsRows = await db
    .select({
      campaignId: campaignStatistics.campaignId,
      creativeId: campaignStatistics.creativeId,
      date: campaignStatistics.date,
      impressions: campaignStatistics.impressions,
      clicks: campaignStatistics.clicks,
    })
    .from(campaignStatistics);
  reachRows = await db
    .select({
      campaignId: campaignReach.campaignId,
      date: campaignReach.date,
      cumulativeDevices: campaignReach.cumulativeDevices,
    })
    .from(campaignReach);
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

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
const dayStart = (date: string) => Date.parse(`${date}T00:00:00-03:00`);

function totalsOf(rows: StatisticsRow[]) {
  const impressions = rows.reduce((total, row) => total + row.impressions, 0);
  const clicks = rows.reduce((total, row) => total + row.clicks, 0);
  return { impressions, clicks, ctr: ctr(clicks, impressions) };
}

/** What delivery cost, capped at the budget (docs/decisions/011). */
function costOf(campaign: CampaignRow, rows: StatisticsRow[]): number {
  const { impressions, clicks } = totalsOf(rows);
  const price = campaign.unitPrice;
  const cost =
    campaign.purchaseModel === 'CPM'
      ? (impressions / 1000) * price
      : campaign.purchaseModel === 'CPA'
        ? clicks * ((campaign.conversionRate ?? 100) / 100) * price
        : clicks * price;
  return Math.min(campaign.budgetTotal, cost);
}

function expectedOverview(advertiserId: number, from: string, to: string): AdvertiserOverviewResponse {
  const person = people.find((row) => row.id === advertiserId);
  if (!person) throw new Error(`no advertiser ${advertiserId}`);
  const now = NOW.getTime();
  const own = campaignRows.filter((campaign) => campaign.advertiserId === advertiserId);
  const ownIds = new Set(own.map((campaign) => campaign.id));
  const within = statisticsRows.filter(
    (row) => ownIds.has(row.campaignId) && row.date >= from && row.date <= to,
  );
  const listed = own.filter(
    (campaign) =>
      campaign.endDate.getTime() >= dayStart(from) && campaign.startDate.getTime() < dayStart(to) + DAY_MS,
  );
  const stateOf = (campaign: CampaignRow) =>
    campaign.startDate.getTime() > now
      ? 'awaiting'
      : campaign.endDate.getTime() < now
        ? 'finished'
        : 'in progress';
  const order = { 'in progress': 0, awaiting: 1, finished: 2 } as const;
  const sortKey = (campaign: CampaignRow) => {
    const state = stateOf(campaign);
    if (state === 'in progress') return campaign.endDate.getTime();
    if (state === 'awaiting') return campaign.startDate.getTime();
    return -campaign.endDate.getTime();
  };
  listed.sort((a, b) => order[stateOf(a)] - order[stateOf(b)] || sortKey(a) - sortKey(b) || a.id - b.id);
  const rowsOf = (campaign: CampaignRow) => statisticsRows.filter((row) => row.campaignId === campaign.id);
  const reachOf = (campaign: CampaignRow) =>
    reachRows
      .filter((row) => row.campaignId === campaign.id && row.date <= to)
      .sort((a, b) => b.date.localeCompare(a.date))[0]?.cumulativeDevices ?? 0;
  const spentInPeriodOf = (campaign: CampaignRow) =>
    costOf(
      campaign,
      rowsOf(campaign).filter((row) => row.date <= to),
    ) -
    costOf(
      campaign,
      rowsOf(campaign).filter((row) => row.date < from),
    );

  const campaignsOut = listed.map((campaign) => {
    const soFar = totalsOf(rowsOf(campaign));
    const isCpm = campaign.purchaseModel === 'CPM';
    const delivered = isCpm ? soFar.impressions : soFar.clicks;
    const target = isCpm ? campaign.targetImpressions : campaign.targetClicks;
    return {
      id: campaign.id,
      name: campaign.name,
      status: campaign.status,
      displayStatus: stateOf(campaign),
      startDate: campaign.startDate.toISOString(),
      endDate: campaign.endDate.toISOString(),
      purchaseModel: campaign.purchaseModel,
      currency: campaign.currency,
      budget: campaign.budgetTotal,
      spent: roundTo(costOf(campaign, rowsOf(campaign)), 2),
      progress: {
        metric: isCpm ? ('impressions' as const) : ('clicks' as const),
        delivered,
        target,
        percentage: percentage(delivered, target),
      },
      ...totalsOf(rowsOf(campaign).filter((row) => row.date >= from && row.date <= to)),
      reach: reachOf(campaign),
    };
  });

  const currencies = [...new Set(listed.map((campaign) => campaign.currency))].sort();
  const spend = currencies.map((currency) => {
    const list = listed.filter((campaign) => campaign.currency === currency);
    const budget = roundTo(
      list.reduce((total, campaign) => total + campaign.budgetTotal, 0),
      2,
    );
    const spent = roundTo(
      list.reduce((total, campaign) => total + costOf(campaign, rowsOf(campaign)), 0),
      2,
    );
    return {
      currency,
      campaigns: list.length,
      budget,
      spent,
      left: roundTo(budget - spent, 2),
      spentPercentage: percentage(spent, budget),
      spentInPeriod: roundTo(
        list.reduce((total, campaign) => total + spentInPeriodOf(campaign), 0),
        2,
      ),
    };
  });

  const byCreative = new Map<number, StatisticsRow[]>();
  for (const row of within) byCreative.set(row.creativeId, [...(byCreative.get(row.creativeId) ?? []), row]);
  const bestCreatives = [...byCreative.entries()]
    .map(([id, rows]) => {
      const creative = creativeRows.find((row) => row.id === id);
      const campaign = own.find((row) => row.id === creative?.campaignId);
      if (!creative || !campaign) throw new Error(`no creative ${id}`);
      return {
        id,
        name: creative.name,
        format: creative.format,
        campaignId: campaign.id,
        campaignName: campaign.name,
        ...totalsOf(rows),
      };
    })
    .filter((creative) => creative.impressions >= MIN_IMPRESSIONS)
    .sort((a, b) => b.clicks / b.impressions - a.clicks / a.impressions || b.clicks - a.clicks || a.id - b.id)
    .slice(0, 5);

  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  const company = person.company?.trim() || null;
  const fullName = [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
  return {
    advertiser: { id: advertiserId, company, name: company ?? (fullName || person.email) },
    from,
    to,
    generatedAt: NOW.toISOString(),
    totals: totalsOf(within),
    reach: campaignsOut.reduce((total, campaign) => total + campaign.reach, 0),
    daily: Array.from({ length: days }, (_, index) => {
      const date = daysBefore(to, days - 1 - index);
      return { date, ...totalsOf(within.filter((row) => row.date === date)) };
    }),
    spend,
    campaigns: campaignsOut,
    bestCreatives,
    minImpressions: MIN_IMPRESSIONS,
  } as AdvertiserOverviewResponse;
}

type Period = RequestOf<typeof getAdvertiserOverview>['query'];

const overview = (who: Person, advertiserId: number, query: Period = {}) =>
  request(testApp, who, getAdvertiserOverview, { params: { id: advertiserId }, query });

async function overviewOf(who: Person, advertiserId: number, query: Period = {}) {
  const response = await overview(who, advertiserId, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as AdvertiserOverviewResponse;
}

const LAST_30 = { from: daysBefore(TODAY, 29), to: TODAY };

describe('GET /advertisers/:id/overview on the demo data', () => {
  it('gives the advertiser its own figures over the last 30 days through today by default', async () => {
    const answer = await overviewOf(demo.advertiser, demo.advertiser.id);
    expect(answer).toEqual(expectedOverview(demo.advertiser.id, LAST_30.from, LAST_30.to));
    // Something to show on every section, so the equality above is not between empty answers.
    expect(answer.totals.impressions).toBeGreaterThan(0);
    expect(answer.campaigns.length).toBeGreaterThan(1);
    expect(answer.spend.length).toBeGreaterThan(0);
    expect(answer.bestCreatives.length).toBeGreaterThan(0);
    expect(answer.reach).toBeGreaterThan(0);
    expect(answer.daily).toHaveLength(30);
  });

  it('gives the admin any advertiser, over the chosen days', async () => {
    const advertisers = people.filter((row) => row.role === 'advertiser');
    const other = advertisers.find((row) => row.id !== demo.advertiser.id) ?? advertisers[0];
    if (!other) throw new Error('no second advertiser');
    for (const [advertiserId, from, to] of [
      [other.id, '2026-02-01', '2026-02-28'],
      [demo.advertiser.id, '2026-03-10', '2026-03-10'],
    ] as const) {
      const answer = await overviewOf(demo.admin, advertiserId, { from, to });
      expect(answer).toEqual(expectedOverview(advertiserId, from, to));
    }
  });

  it('gives sellers, super sellers and country managers the advertisers of their scope and 404 for others', async () => {
    const advertisers = people.filter((row) => row.role === 'advertiser');
    for (const role of ['seller', 'super_seller', 'country_manager'] as const) {
      const scope = accountsInScope(people, links, demo[role].id);
      const inside = advertisers.filter((row) => scope.has(row.id));
      const outside = advertisers.find((row) => !scope.has(row.id));
      expect(inside.length, role).toBeGreaterThan(0);
      if (!outside) throw new Error(`every advertiser is in the ${role}'s scope`);
      const chosen = inside[inside.length - 1];
      if (!chosen) throw new Error('no advertiser');
      expect(await overviewOf(demo[role], chosen.id)).toEqual(
        expectedOverview(chosen.id, LAST_30.from, LAST_30.to),
      );
      const refused = await overview(demo[role], outside.id);
      expect(refused.statusCode, role).toBe(404);
      expect(refused.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('answers 404 for another advertiser, a missing id and an account that is not an advertiser', async () => {
    const other = people.find((row) => row.role === 'advertiser' && row.id !== demo.advertiser.id);
    if (!other) throw new Error('no other advertiser');
    expect((await overview(demo.advertiser, other.id)).statusCode).toBe(404);
    expect((await overview(demo.admin, 999_999)).statusCode).toBe(404);
    expect((await overview(demo.admin, demo.seller.id)).statusCode).toBe(404);
    expect((await overview(demo.super_seller, demo.seller.id)).statusCode).toBe(404);
  });

  it('refuses analysts (403) and anonymous callers (401)', async () => {
    expect((await overview(demo.analyst, demo.advertiser.id)).statusCode).toBe(403);
    expect(
      (await request(testApp, null, getAdvertiserOverview, { params: { id: demo.advertiser.id } }))
        .statusCode,
    ).toBe(401);
  });

  it.each([
    ['?from=2026-03-10&to=2026-03-01', 'from'],
    ['?from=2026-03-10', 'from'],
    ['?to=2026-03-10', 'from'],
    ['?from=2026-02-30&to=2026-03-10', 'from'],
    ['?from=2026-03-01&to=tomorrow', 'to'],
    ['?from=2020-01-01&to=2026-03-10', 'from'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await call(
      testApp,
      demo.admin,
      'GET',
      `/advertisers/${demo.advertiser.id}/overview${query}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field });
  });
});

describe('GET /advertisers/:id/overview on a campaign built for it', () => {
  let advertiser: Person;
  let campaignId = 0;
  const creativeIds: number[] = [];

  beforeAll(async () => {
    const { db } = testApp.database;
    const seller = await createAccount(db, { role: 'seller' });
    const account = await createAccount(db, { role: 'advertiser', parentId: seller.id });
    advertiser = { id: account.id, role: 'advertiser' };
    // 300 CLP at 10 per thousand: 30,000 impressions fill the budget.
    const [campaign] = await db
      .insert(campaigns)
      .values({
        name: 'Autumn launch',
        advertiserId: account.id,
        sellerId: seller.id,
        country: 'CL',
        currency: 'CLP',
        timezone: 'America/Santiago',
        purchaseModel: 'CPM',
        format: 'banner',
        budgetTotal: 300,
        unitPrice: 10,
        startDate: new Date('2026-03-01T03:00:00Z'),
        endDate: new Date('2026-03-31T03:00:00Z'),
        status: 'DELIVERING',
        targetImpressions: 30_000,
        targetClicks: 600,
      })
      .returning();
    if (!campaign) throw new Error('campaign not inserted');
    campaignId = campaign.id;
    const made = await db
      .insert(creatives)
      .values([
        { campaignId, format: 'banner', name: 'banner wide' },
        { campaignId, format: 'banner', name: 'banner square' },
        { campaignId, format: 'banner', name: 'banner tiny' },
      ])
      .returning();
    creativeIds.push(...made.map((row) => row.id));
    const [wide, square, tiny] = creativeIds as [number, number, number];
    const row = (date: string, creativeId: number, impressions: number, clicks: number) => ({
      date,
      campaignId,
      creativeId,
      source: 'newton' as const,
      impressions,
      clicks,
    });
    await db.insert(campaignStatistics).values([
      // Before the chosen days: 20,000 impressions, 200 CLP.
      row('2026-03-05', wide, 20_000, 100),
      // Within them: 15,000 more, but only 100 CLP of budget is left.
      row('2026-03-10', wide, 5_000, 50),
      row('2026-03-11', square, 9_000, 270),
      // A 50 % CTR on 500 impressions is under the floor.
      row('2026-03-12', tiny, 500, 250),
    ]);
    await db.insert(campaignReach).values([
      { campaignId, date: '2026-03-05', devices: 8_000, cumulativeDevices: 8_000 },
      { campaignId, date: '2026-03-11', devices: 4_000, cumulativeDevices: 11_000 },
      { campaignId, date: '2026-03-14', devices: 100, cumulativeDevices: 11_050 },
    ]);
    await refreshCampaignDelivery(db, [campaignId]);
    await loadRows();
  });

  it('splits spend before and within the days, capped at the budget, and leaves nothing', async () => {
    const answer = await overviewOf(advertiser, advertiser.id, { from: '2026-03-08', to: '2026-03-12' });
    expect(answer).toEqual(expectedOverview(advertiser.id, '2026-03-08', '2026-03-12'));
    expect(answer.spend).toEqual([
      {
        currency: 'CLP',
        campaigns: 1,
        budget: 300,
        spent: 300,
        left: 0,
        spentPercentage: 100,
        spentInPeriod: 100,
      },
    ]);
    expect(answer.totals).toEqual({ impressions: 14_500, clicks: 570, ctr: 3.93 });
  });

  it('ranks creatives by CTR above the impressions floor and reads reach through the last day', async () => {
    const [wide, square] = creativeIds;
    const answer = await overviewOf(advertiser, advertiser.id, { from: '2026-03-08', to: '2026-03-12' });
    expect(answer.bestCreatives.map((creative) => [creative.id, creative.ctr])).toEqual([
      [square, 3],
      [wide, 1],
    ]);
    expect(answer.reach).toBe(11_000);
    expect(answer.campaigns).toEqual([
      expect.objectContaining({
        id: campaignId,
        displayStatus: 'in progress',
        reach: 11_000,
        progress: { metric: 'impressions', delivered: 34_500, target: 30_000, percentage: 115 },
      }),
    ]);
  });

  it('lists no campaign and zero figures for days before the campaign', async () => {
    const answer = await overviewOf(advertiser, advertiser.id, { from: '2026-02-01', to: '2026-02-10' });
    expect(answer).toMatchObject({
      totals: { impressions: 0, clicks: 0, ctr: 0 },
      reach: 0,
      spend: [],
      campaigns: [],
      bestCreatives: [],
    });
    expect(answer.daily).toHaveLength(10);
  });
});
