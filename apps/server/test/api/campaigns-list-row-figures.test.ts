import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails, listMyCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import { sellerLabel } from '@adcontrol/domain/rules/seller-label';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, creatives } from '../../src/db/schema';
import { recordStatistics } from '../../src/modules/campaigns/delivery-totals-repository';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { campaignListOnDemo, NOW, type StoredCampaign } from './campaigns-list-fixtures';

const list = campaignListOnDemo();

describe('the seller', () => {
  it('reads "Company (First Last)" as the domain names it, in the list and in the details alike', async () => {
    const rows = await list.everything(list.demo.admin, { status: 'all' });
    const byId = new Map(list.people.map((person) => [person.id, person]));
    const expected = (row: CampaignRow) => {
      const account = row.sellerId === null ? undefined : byId.get(row.sellerId);
      return account ? sellerLabel(account) : null;
    };
    expect(rows.map((row) => row.sellerName)).toEqual(rows.map(expected));
    expect(rows.some((row) => / \(.+\)$/.test(row.sellerName ?? ''))).toBe(true);
    const first = rows.find((row) => row.sellerId !== null) as CampaignRow;
    const details = await request(list.testApp, list.demo.admin, getCampaignDetails, {
      params: { id: first.id },
    });
    expect(details.json().sellerName).toBe(first.sellerName);
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
    const { db } = list.testApp.database;
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
    const [row] = (await request(list.testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
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
      const [row] = (await request(list.testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
      expect(row).toMatchObject({ yesterdayImpressions: 12_345, yesterdayClicks: 111 });
      vi.setSystemTime(new Date('2026-03-19T03:30:00Z'));
      const [next] = (await request(list.testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
      expect(next).toMatchObject({ yesterdayImpressions: 1_111, yesterdayClicks: 7, remainingDays: 3 });
    } finally {
      vi.setSystemTime(NOW);
    }
  });

  it('caps the spend at the budget and has no effective cost before any delivery', async () => {
    const { db } = list.testApp.database;
    await recordStatistics(db, [
      { date: '2026-03-16', campaignId, creativeId, source: 'sinew', impressions: 1_000_000, clicks: 0 },
    ]);
    const [row] = (await request(list.testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
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
    const rows = (await request(list.testApp, advertiser, listMyCampaigns)).json() as CampaignRow[];
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
