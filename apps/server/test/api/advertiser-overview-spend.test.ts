import { beforeAll, describe, expect, it } from 'vitest';
import { campaignReach, campaignStatistics, campaigns, creatives } from '../../src/db/schema';
import { refreshCampaignDelivery } from '../../src/modules/campaigns/delivery-totals-repository';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { advertiserOverviewOnDemo } from './advertiser-overview-fixtures';

const overview = advertiserOverviewOnDemo();

describe('GET /advertisers/:id/overview on a campaign built for it', () => {
  let advertiser: Person;
  let campaignId = 0;
  const creativeIds: number[] = [];

  beforeAll(async () => {
    const { db } = overview.testApp.database;
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
    await overview.loadRows();
  });

  it('splits spend before and within the days, capped at the budget, and leaves nothing', async () => {
    const answer = await overview.of(advertiser, advertiser.id, { from: '2026-03-08', to: '2026-03-12' });
    expect(answer).toEqual(overview.expected(advertiser.id, '2026-03-08', '2026-03-12'));
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
    const answer = await overview.of(advertiser, advertiser.id, { from: '2026-03-08', to: '2026-03-12' });
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
    const answer = await overview.of(advertiser, advertiser.id, { from: '2026-02-01', to: '2026-02-10' });
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
