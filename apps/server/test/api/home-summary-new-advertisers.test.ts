import type { HomeSummaryResponse } from '@adcontrol/domain/home/contracts';
import type { Role } from '@adcontrol/domain/shared/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignStatistics, campaigns, creatives } from '../../src/db/schema';
import { DAY_MS, daysBefore } from '../helpers/expected-figures';
import { createAccount } from '../helpers/fixtures';
import { AS_OF, NOW } from './home-summary-expected';
import { homeSummaryOnDemo, ROLES } from './home-summary-fixtures';

const home = homeSummaryOnDemo();
const { demo } = home;

describe('GET /home/summary with a campaign of another branch', () => {
  let foreignAdvertiser = 0;
  let foreignCampaign = 0;
  const before = new Map<Role, HomeSummaryResponse>();

  beforeAll(async () => {
    for (const role of ROLES) before.set(role, await home.summaryOf(demo[role]));
    const { db } = home.testApp.database;
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
    await home.loadRows();
  });

  it.each(ROLES.filter((role) => role !== 'admin'))('never counts it for the %s', async (role) => {
    const after = await home.summaryOf(demo[role]);
    expect(after).toEqual(before.get(role));
    expect(after).toEqual(home.expected(demo[role]));
  });

  it('counts it for the admin, whose scope holds every branch', async () => {
    const summary = await home.summaryOf(demo.admin);
    expect(summary).toEqual(home.expected(demo.admin));
    expect(summary.top[0]).toMatchObject({ id: foreignCampaign, impressions: 90_000_000, ctr: 0.5 });
    expect(summary.yesterday.impressions).toBe(
      (before.get('admin')?.yesterday.impressions ?? 0) + 90_000_000,
    );
  });

  it('gives its advertiser zero-filled days, CTR 0 without impressions and spend capped at the budget', async () => {
    const summary = await home.summaryOf(foreignAdvertiser);
    expect(summary).toEqual(home.expected(foreignAdvertiser));
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
    const advertiser = await createAccount(home.testApp.database.db, { role: 'advertiser' });
    await home.loadRows();
    const summary = await home.summaryOf(advertiser.id);
    expect(summary).toEqual(home.expected(advertiser.id));
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
