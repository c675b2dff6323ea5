import type { Db } from '../../src/db/client';
import {
  campaignAppStatistics,
  campaignReach,
  campaignRegionStatistics,
  campaignStatistics,
  campaigns,
  creatives,
  creativeVideoQuartiles,
} from '../../src/db/schema';

let sequence = 0;

/** A delivering campaign of `advertiserId` with a banner and a video creative. */
export async function createCampaignWithCreatives(db: Db, advertiserId: number, name?: string) {
  sequence += 1;
  const [campaign] = await db
    .insert(campaigns)
    .values({
      name: name ?? `Statistics campaign ${sequence}`,
      advertiserId,
      country: 'CL',
      currency: 'CLP',
      timezone: 'America/Santiago',
      purchaseModel: 'CPM',
      format: 'banner',
      budgetTotal: 1000,
      unitPrice: 10,
      startDate: new Date('2026-02-20T03:00:00Z'),
      endDate: new Date('2026-03-31T03:00:00Z'),
      status: 'DELIVERING',
    })
    .returning();
  if (!campaign) throw new Error('campaign not inserted');
  const [banner, video] = await db
    .insert(creatives)
    .values([
      { campaignId: campaign.id, format: 'banner', name: `banner ${sequence}` },
      { campaignId: campaign.id, format: 'video', name: `video ${sequence}` },
    ])
    .returning();
  if (!banner || !video) throw new Error('creatives not inserted');
  return { id: campaign.id, name: campaign.name, banner: banner.id, video: video.id };
}

export type StatisticsInsert = typeof campaignStatistics.$inferInsert;
export const insertStatistics = (db: Db, rows: StatisticsInsert[]) =>
  db.insert(campaignStatistics).values(rows);
export const insertRegions = (db: Db, rows: (typeof campaignRegionStatistics.$inferInsert)[]) =>
  db.insert(campaignRegionStatistics).values(rows);
export const insertApps = (db: Db, rows: (typeof campaignAppStatistics.$inferInsert)[]) =>
  db.insert(campaignAppStatistics).values(rows);
export const insertQuartiles = (db: Db, rows: (typeof creativeVideoQuartiles.$inferInsert)[]) =>
  db.insert(creativeVideoQuartiles).values(rows);
export const insertReach = (db: Db, rows: (typeof campaignReach.$inferInsert)[]) =>
  db.insert(campaignReach).values(rows);
