import type { HomeSummaryResponse } from '@adcontrol/domain/home/contracts';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { CAMPAIGN_STATUSES, type Role } from '@adcontrol/domain/shared/enums';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountAdvertiserLinks,
  accounts,
  campaignStatistics,
  campaigns,
  creatives,
} from '../../src/db/schema';
import { DEMO_ACCOUNTS, seedDemoData } from '../../src/db/seed/demo';
import { signAccessToken } from '../../src/modules/auth/tokens';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { createAccount } from '../helpers/fixtures';
import { accountsInScope } from '../helpers/scope-model';

/**
 * Home's figures on the demo data (docs/decisions/011), recomputed here from the rows with plain JavaScript,
 * independently of the server's SQL: the scope as docs/decisions/008 states it, the periods by counting back
 * calendar days from yesterday at -03:00. The server's clock is held at the seed's `now`.
 */
const NOW = new Date('2026-03-18T15:30:00Z');
/** 12:30 on 18 March at -03:00: yesterday is the 17th. */
const AS_OF = '2026-03-17';
const DAY_MS = 86_400_000;

let testApp: TestApp;
const demo = {} as Record<Role, number>;
type AccountRow = Pick<
  typeof accounts.$inferSelect,
  'id' | 'role' | 'country' | 'parentId' | 'company' | 'firstName' | 'lastName' | 'email'
>;
type CampaignRow = typeof campaigns.$inferSelect;
type StatisticsRow = { campaignId: number; date: string; impressions: number; clicks: number };
let people: AccountRow[] = [];
let links: { accountId: number; advertiserId: number }[] = [];
let campaignRows: CampaignRow[] = [];
let statisticsRows: StatisticsRow[] = [];

async function loadRows() {
  const { db } = testApp.database;
  people = await db
    .select({
      id: accounts.id,
      role: accounts.role,
      country: accounts.country,
      parentId: accounts.parentId,
      company: accounts.company,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      email: accounts.email,
    })
    .from(accounts);
  links = await db
    .select({
      accountId: accountAdvertiserLinks.accountId,
      advertiserId: accountAdvertiserLinks.advertiserId,
    })
    .from(accountAdvertiserLinks);
  campaignRows = await db.select().from(campaigns);
  statisticsRows = await db
    .select({
      campaignId: campaignStatistics.campaignId,
      date: campaignStatistics.date,
      impressions: campaignStatistics.impressions,
      clicks: campaignStatistics.clicks,
    })
    .from(campaignStatistics);
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
    demo[role] = row.id;
  }
});
afterAll(async () => {
  await testApp?.close();
  vi.useRealTimers();
});

/** The accounts `accountId` sees, by the rules of docs/decisions/008. */
const scopeOf = (accountId: number) => accountsInScope(people, links, accountId);

/** `YYYY-MM-DD`, `days` calendar days before `date`. */
const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

function advertiserOf(id: number) {
  const person = people.find((row) => row.id === id);
  if (!person) throw new Error(`no advertiser ${id}`);
  const company = person.company?.trim() || null;
  const name = [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ');
  return { id, company, name: company ?? (name || person.email) };
}

function sum(rows: StatisticsRow[]) {
  const impressions = rows.reduce((total, row) => total + row.impressions, 0);
  const clicks = rows.reduce((total, row) => total + row.clicks, 0);
  return { impressions, clicks, ctr: ctr(clicks, impressions) };
}

/** What a campaign's delivery cost, in plain arithmetic (docs/decisions/011). */
function costOf(campaign: CampaignRow, delivered: { impressions: number; clicks: number }): number {
  const price = campaign.unitPrice;
  if (campaign.purchaseModel === 'CPM') return (delivered.impressions / 1000) * price;
  if (campaign.purchaseModel === 'CPA')
    return delivered.clicks * ((campaign.conversionRate ?? 100) / 100) * price;
  return delivered.clicks * price;
}

function expectedSummary(accountId: number): HomeSummaryResponse {
  const scope = scopeOf(accountId);
  const mine = campaignRows.filter((campaign) => scope.has(campaign.advertiserId));
  const ids = new Set(mine.map((campaign) => campaign.id));
  const delivery = statisticsRows.filter((row) => ids.has(row.campaignId));
  const between = (from: string, to: string) => delivery.filter((row) => row.date >= from && row.date <= to);
  const now = NOW.getTime();
  const stateOf = (campaign: CampaignRow) =>
    campaign.startDate.getTime() > now
      ? 'awaiting'
      : campaign.endDate.getTime() < now
        ? 'finished'
        : 'inProgress';
  const running = mine.filter((campaign) => stateOf(campaign) === 'inProgress');
  const deliveredBy = (campaign: CampaignRow) =>
    sum(delivery.filter((row) => row.campaignId === campaign.id));

  const inProgressByStatus = Object.fromEntries(
    CAMPAIGN_STATUSES.map((status) => [
      status,
      running.filter((campaign) => campaign.status === status).length,
    ]),
  ) as HomeSummaryResponse['campaigns']['inProgressByStatus'];

  const last = { from: daysBefore(AS_OF, 29), to: AS_OF };
  const previous = { from: daysBefore(AS_OF, 59), to: daysBefore(AS_OF, 30) };

  const currencies = [...new Set(running.map((campaign) => campaign.currency))].sort();
  const spend = currencies.map((currency) => {
    const list = running.filter((campaign) => campaign.currency === currency);
    const budget = list.reduce((total, campaign) => total + campaign.budgetTotal, 0);
    const spent = list.reduce(
      (total, campaign) => total + Math.min(campaign.budgetTotal, costOf(campaign, deliveredBy(campaign))),
      0,
    );
    const [budgetRounded, spentRounded] = [roundTo(budget, 2), roundTo(spent, 2)];
    return {
      currency,
      campaigns: list.length,
      budget: budgetRounded,
      spent: spentRounded,
      spentPercentage: percentage(spentRounded, budgetRounded),
    };
  });

  const endingSoon = running
    .filter((campaign) => campaign.endDate.getTime() <= now + 7 * DAY_MS)
    .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id)
    .slice(0, 5)
    .map((campaign) => {
      const delivered = deliveredBy(campaign);
      const isCpm = campaign.purchaseModel === 'CPM';
      const [done, target] = isCpm
        ? [delivered.impressions, campaign.targetImpressions]
        : [delivered.clicks, campaign.targetClicks];
      return {
        id: campaign.id,
        name: campaign.name,
        advertiser: advertiserOf(campaign.advertiserId),
        endDate: campaign.endDate.toISOString(),
        progress: {
          metric: isCpm ? ('impressions' as const) : ('clicks' as const),
          delivered: done,
          target,
          percentage: percentage(done, target),
        },
      };
    });

  const top = mine
    .map((campaign) => ({
      campaign,
      ...sum(between(last.from, last.to).filter((row) => row.campaignId === campaign.id)),
    }))
    .filter((entry) => entry.impressions > 0)
    .sort((a, b) => b.impressions - a.impressions || a.campaign.id - b.campaign.id)
    .slice(0, 5)
    .map(({ campaign, ...totals }) => ({
      id: campaign.id,
      name: campaign.name,
      advertiser: advertiserOf(campaign.advertiserId),
      ...totals,
    }));

  return {
    asOf: AS_OF,
    generatedAt: NOW.toISOString(),
    campaigns: {
      total: mine.length,
      awaiting: mine.filter((campaign) => stateOf(campaign) === 'awaiting').length,
      inProgress: running.length,
      finished: mine.filter((campaign) => stateOf(campaign) === 'finished').length,
      inProgressByStatus,
    },
    yesterday: { from: AS_OF, to: AS_OF, ...sum(between(AS_OF, AS_OF)) },
    last30Days: { ...last, ...sum(between(last.from, last.to)) },
    previous30Days: { ...previous, ...sum(between(previous.from, previous.to)) },
    daily: Array.from({ length: 30 }, (_, index) => {
      const date = daysBefore(AS_OF, 29 - index);
      return { date, ...sum(between(date, date)) };
    }),
    spend,
    endingSoon,
    top,
  };
}

async function tokenFor(accountId: number, actingAccountId: number | null = null) {
  const person = people.find((row) => row.id === accountId);
  if (!person) throw new Error(`no account ${accountId}`);
  const settings = { secret: testApp.config.jwtSecret, accessTokenTtlSeconds: 600 };
  return signAccessToken(settings, { accountId, role: person.role, actingAccountId });
}

async function summaryOf(accountId: number, actingAccountId: number | null = null) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/home/summary',
    headers: { authorization: `Bearer ${await tokenFor(accountId, actingAccountId)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HomeSummaryResponse;
}

const ROLES = ['admin', 'super_seller', 'seller', 'country_manager', 'advertiser'] as const;

describe('GET /home/summary on the demo data', () => {
  it.each(ROLES)('gives the %s exactly the figures of its own scope', async (role) => {
    const expected = expectedSummary(demo[role]);
    expect(await summaryOf(demo[role])).toEqual(expected);
  });

  it('has something to show on every card for the demo people', () => {
    for (const role of ROLES) {
      const expected = expectedSummary(demo[role]);
      expect(expected.campaigns.inProgress, role).toBeGreaterThan(0);
      expect(expected.last30Days.impressions, role).toBeGreaterThan(0);
      expect(expected.spend.length, role).toBeGreaterThan(0);
      expect(expected.top.length, role).toBeGreaterThan(0);
    }
    const admin = expectedSummary(demo.admin);
    expect(admin.endingSoon).toHaveLength(5);
    expect(admin.spend.length).toBeGreaterThan(3);
    // Scopes differ, so equal answers above are not a coincidence.
    expect(expectedSummary(demo.seller).last30Days.impressions).toBeLessThan(admin.last30Days.impressions);
  });

  it('answers an impersonated session with the target’s scope, not the admin’s', async () => {
    const asSeller = await summaryOf(demo.seller, demo.admin);
    expect(asSeller).toEqual(expectedSummary(demo.seller));
    expect(asSeller).not.toEqual(await summaryOf(demo.admin));
  });

  it('keeps spend within budget and shows CTR with 2 decimals', async () => {
    const summary = await summaryOf(demo.admin);
    for (const entry of summary.spend) {
      expect(entry.spent).toBeLessThanOrEqual(entry.budget);
      expect(entry.spentPercentage).toBeLessThanOrEqual(100);
    }
    for (const row of [summary.yesterday, summary.last30Days, ...summary.daily, ...summary.top]) {
      expect(Number.isFinite(row.ctr)).toBe(true);
      expect(roundTo(row.ctr, 2)).toBe(row.ctr);
    }
  });

  it('refuses analysts (403) and strangers (401)', async () => {
    const analyst = await testApp.app.inject({
      method: 'GET',
      url: '/api/home/summary',
      headers: { authorization: `Bearer ${await tokenFor(demo.analyst)}` },
    });
    expect(analyst.statusCode).toBe(403);
    expect(analyst.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/home/summary' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false });
  });
});

describe('GET /home/summary with a campaign of another branch', () => {
  let foreignAdvertiser = 0;
  let foreignCampaign = 0;
  const before = new Map<Role, HomeSummaryResponse>();

  beforeAll(async () => {
    for (const role of ROLES) before.set(role, await summaryOf(demo[role]));
    const { db } = testApp.database;
    const seller = await createAccount(db, { role: 'seller' });
    const advertiser = await createAccount(db, { role: 'advertiser', parentId: seller.id });
    foreignAdvertiser = advertiser.id;
    // Bought 20,000 impressions (100 at 5 per thousand) and delivered far more: spend stops at the budget.
    const [campaign] = await db
      .insert(campaigns)
      .values({
        name: 'Another branch Flash sale',
        advertiserId: advertiser.id,
        sellerId: seller.id,
        country: 'PA',
        currency: 'PAB',
        timezone: 'America/Panama',
        purchaseModel: 'CPM',
        format: 'push',
        budgetTotal: 100,
        unitPrice: 5,
        startDate: new Date(NOW.getTime() - 10 * DAY_MS),
        endDate: new Date(NOW.getTime() + 2 * DAY_MS),
        status: 'DELIVERING',
        targetImpressions: 20_000,
        targetClicks: 400,
      })
      .returning();
    if (!campaign) throw new Error('campaign not inserted');
    foreignCampaign = campaign.id;
    const [creative] = await db
      .insert(creatives)
      .values({ campaignId: campaign.id, format: 'push', name: 'push flash sale' })
      .returning();
    if (!creative) throw new Error('creative not inserted');
    const day = (date: string, impressions: number, clicks: number) => ({
      date,
      campaignId: campaign.id,
      creativeId: creative.id,
      source: 'newton' as const,
      impressions,
      clicks,
    });
    await db
      .insert(campaignStatistics)
      .values([
        day(AS_OF, 90_000_000, 450_000),
        day(daysBefore(AS_OF, 3), 0, 0),
        day(daysBefore(AS_OF, 5), 0, 0),
      ]);
    await loadRows();
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('never counts it for the %s', async (role) => {
    const after = await summaryOf(demo[role]);
    expect(after).toEqual(before.get(role));
    expect(after).toEqual(expectedSummary(demo[role]));
  });

  it('counts it for the admin, whose scope holds every branch', async () => {
    const summary = await summaryOf(demo.admin);
    expect(summary).toEqual(expectedSummary(demo.admin));
    expect(summary.top[0]).toMatchObject({ id: foreignCampaign, impressions: 90_000_000, ctr: 0.5 });
    expect(summary.yesterday.impressions).toBe(
      (before.get('admin')?.yesterday.impressions ?? 0) + 90_000_000,
    );
  });

  it('gives its advertiser zero-filled days, CTR 0 without impressions and spend capped at the budget', async () => {
    const summary = await summaryOf(foreignAdvertiser);
    expect(summary).toEqual(expectedSummary(foreignAdvertiser));
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.map((row) => row.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => daysBefore(AS_OF, 29 - index)),
    );
    expect(summary.daily.at(-1)).toEqual({ date: AS_OF, impressions: 90_000_000, clicks: 450_000, ctr: 0.5 });
    expect(summary.daily.slice(0, 29).every((row) => row.impressions === 0 && row.ctr === 0)).toBe(true);
    expect(summary.previous30Days).toMatchObject({ impressions: 0, clicks: 0, ctr: 0 });
    expect(summary.spend).toEqual([
      { currency: 'PAB', campaigns: 1, budget: 100, spent: 100, spentPercentage: 100 },
    ]);
    expect(summary.endingSoon).toEqual([
      expect.objectContaining({
        id: foreignCampaign,
        progress: { metric: 'impressions', delivered: 90_000_000, target: 20_000, percentage: 450_000 },
      }),
    ]);
  });
});

describe('GET /home/summary for an advertiser with no campaigns', () => {
  it('answers zeros, 30 empty days and empty lists, never NaN', async () => {
    const advertiser = await createAccount(testApp.database.db, { role: 'advertiser' });
    await loadRows();
    const summary = await summaryOf(advertiser.id);
    expect(summary).toEqual(expectedSummary(advertiser.id));
    const zero = { impressions: 0, clicks: 0, ctr: 0 };
    expect(summary.campaigns).toMatchObject({ total: 0, awaiting: 0, inProgress: 0, finished: 0 });
    expect(Object.values(summary.campaigns.inProgressByStatus).every((count) => count === 0)).toBe(true);
    expect(summary.yesterday).toMatchObject(zero);
    expect(summary.last30Days).toMatchObject(zero);
    expect(summary.daily).toHaveLength(30);
    expect(summary.daily.every((row) => row.impressions === 0 && row.ctr === 0)).toBe(true);
    expect(summary).toMatchObject({ spend: [], endingSoon: [], top: [] });
  });
});
