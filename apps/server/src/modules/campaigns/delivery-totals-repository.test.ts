import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/helpers/fixtures';
import { createTestDatabase } from '../../../test/helpers/test-database';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { campaignDelivery, campaignStatistics, campaigns, creatives } from '../../db/schema';
import { recordStatistics, refreshCampaignDelivery, rollYesterday } from './delivery-totals-repository';

let database: Database;
let first: number;
let second: number;
let creativeOf: Record<number, number>;

async function newCampaign(name: string, advertiserId: number) {
  const [row] = await database.db
    .insert(campaigns)
    .values({
      name,
      advertiserId,
      country: 'CL',
      currency: 'CLP',
      timezone: 'America/Santiago',
      purchaseModel: 'CPM',
      format: 'push',
      budgetTotal: 1000,
      unitPrice: 2,
      targetImpressions: 100_000,
      targetClicks: 2_000,
      startDate: new Date('2026-03-01T03:00:00Z'),
      endDate: new Date('2026-03-31T03:00:00Z'),
    })
    .returning({ id: campaigns.id });
  const id = (row as { id: number }).id;
  const [creative] = await database.db
    .insert(creatives)
    .values({ campaignId: id, format: 'push', name: 'push one' })
    .returning({ id: creatives.id });
  return { id, creativeId: (creative as { id: number }).id };
}

const totalsOf = async (campaignId: number) => {
  const [row] = await database.db
    .select({
      impressions: campaignDelivery.impressions,
      clicks: campaignDelivery.clicks,
      ctr: campaignDelivery.ctr,
    })
    .from(campaignDelivery)
    .where(eq(campaignDelivery.campaignId, campaignId));
  return row ?? null;
};

const stat = (
  campaignId: number,
  date: string,
  source: 'newton' | 'sinew',
  impressions: number,
  clicks: number,
) => ({
  date,
  campaignId,
  creativeId: creativeOf[campaignId] as number,
  source,
  impressions,
  clicks,
});

beforeAll(async () => {
  database = await createTestDatabase();
  const advertiser = await createAccount(database.db, { role: 'advertiser' });
  const a = await newCampaign('Rollup one', advertiser.id);
  const b = await newCampaign('Rollup two', advertiser.id);
  first = a.id;
  second = b.id;
  creativeOf = { [a.id]: a.creativeId, [b.id]: b.creativeId };
});
afterAll(async () => {
  await database?.close();
});

describe('the campaign delivery rollup', () => {
  it('sums what recordStatistics writes, per campaign, with the CTR to 4 places', async () => {
    await recordStatistics(database.db, [
      stat(first, '2026-03-02', 'newton', 1_000, 7),
      stat(first, '2026-03-02', 'sinew', 2_000, 12),
      stat(first, '2026-03-03', 'newton', 3_000, 2),
      stat(second, '2026-03-02', 'newton', 500, 5),
    ]);
    expect(await totalsOf(first)).toEqual({ impressions: 6_000, clicks: 21, ctr: 0.35 });
    expect(await totalsOf(second)).toEqual({ impressions: 500, clicks: 5, ctr: 1 });
  });

  it('replaces a day a server reports again instead of counting it twice', async () => {
    await recordStatistics(database.db, [stat(first, '2026-03-03', 'newton', 4_000, 3)]);
    expect(await totalsOf(first)).toEqual({ impressions: 7_000, clicks: 22, ctr: 0.3143 });
    expect(await totalsOf(second)).toEqual({ impressions: 500, clicks: 5, ctr: 1 });
  });

  it('stores what the delivery comes to: progress, spend within the budget and the effective costs', async () => {
    const figuresOf = async (campaignId: number) => {
      const [row] = await database.db
        .select({
          progress: campaignDelivery.progress,
          spent: campaignDelivery.spent,
          cpm: campaignDelivery.cpm,
          cpc: campaignDelivery.cpc,
        })
        .from(campaignDelivery)
        .where(eq(campaignDelivery.campaignId, campaignId));
      return row;
    };
    // CPM at 2 per thousand: 7,000 impressions of a 100,000 target cost 14, over 22 clicks.
    expect(await figuresOf(first)).toEqual({ progress: 7, spent: 14, cpm: 2, cpc: 14 / 22 });
    // A higher price makes the same delivery cost more, once the rollup is refreshed (as a save does).
    await database.db.update(campaigns).set({ unitPrice: 200_000 }).where(eq(campaigns.id, first));
    await refreshCampaignDelivery(database.db, [first]);
    expect(await figuresOf(first)).toMatchObject({ progress: 7, spent: 1000, cpm: 1000 / 7 });
    await database.db.update(campaigns).set({ unitPrice: 2 }).where(eq(campaigns.id, first));
    await refreshCampaignDelivery(database.db, [first]);
  });

  it("rolls every row's yesterday to the day asked, and keeps that day on a refresh", async () => {
    const yesterdayOf = async (campaignId: number) => {
      const [row] = await database.db
        .select({
          impressions: campaignDelivery.yesterdayImpressions,
          clicks: campaignDelivery.yesterdayClicks,
        })
        .from(campaignDelivery)
        .where(eq(campaignDelivery.campaignId, campaignId));
      return row;
    };
    await rollYesterday(database.db, '2026-03-03');
    expect(await yesterdayOf(first)).toEqual({ impressions: 4_000, clicks: 3 });
    expect(await yesterdayOf(second)).toEqual({ impressions: 0, clicks: 0 });
    await recordStatistics(database.db, [stat(second, '2026-03-03', 'sinew', 900, 9)]);
    expect(await yesterdayOf(second)).toEqual({ impressions: 900, clicks: 9 });
    await rollYesterday(database.db, '2026-03-02');
    expect(await yesterdayOf(first)).toEqual({ impressions: 3_000, clicks: 19 });
    expect(await yesterdayOf(second)).toEqual({ impressions: 500, clicks: 5 });
    // A day nothing was delivered on: every figure goes back to zero.
    await rollYesterday(database.db, '2026-03-05');
    expect(await yesterdayOf(first)).toEqual({ impressions: 0, clicks: 0 });
    expect(await yesterdayOf(second)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('goes back to zero when a campaign loses its statistics, and gives every campaign a row from its creation', async () => {
    await database.db.delete(campaignStatistics).where(eq(campaignStatistics.campaignId, second));
    await refreshCampaignDelivery(database.db, [second]);
    expect(await totalsOf(second)).toEqual({ impressions: 0, clicks: 0, ctr: 0 });
    const advertiser = await createAccount(database.db, { role: 'advertiser' });
    const third = await newCampaign('Rollup three', advertiser.id);
    expect(await totalsOf(third.id)).toEqual({ impressions: 0, clicks: 0, ctr: 0 });
    await refreshCampaignDelivery(database.db);
    expect(await totalsOf(third.id)).toEqual({ impressions: 0, clicks: 0, ctr: 0 });
    expect(await totalsOf(first)).toEqual({ impressions: 7_000, clicks: 22, ctr: 0.3143 });
  });

  it('writes nothing when any row is refused', async () => {
    const before = await totalsOf(first);
    await expect(
      recordStatistics(database.db, [
        stat(first, '2026-03-04', 'newton', 10, 1),
        { ...stat(first, '2026-03-04', 'sinew', 10, 1), creativeId: 999_999 },
      ]),
    ).rejects.toThrow();
    expect(await totalsOf(first)).toEqual(before);
    const stored = await queryRows<{ rows: number }>(
      database.db,
      sql`select count(*)::integer as "rows" from campaign_statistics where date = '2026-03-04'`,
    );
    expect(stored).toEqual([{ rows: 0 }]);
  });
});
