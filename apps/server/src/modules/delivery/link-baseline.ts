import type { Source } from '@adcontrol/domain/shared/enums';
import { and, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaignAppStatistics,
  campaignReach,
  campaignRegionStatistics,
  campaignStatistics,
  creativeVideoQuartiles,
} from '../../db/schema';
import type { CampaignRow } from '../campaigns/repository';
import type { DayBreakdown, DayCounters, LinkedCampaign } from './changes';

/*
 * Where a campaign's delivery stands on a server when it is linked there (docs/decisions/032): what the app
 * already holds of it, so the server carries on from the figures shown rather than starting the day again.
 */

type Baseline = NonNullable<LinkedCampaign['baseline']>;

/**
 * Splits a count between the servers by newton's share: newton takes it rounded, sinew the rest, so the two
 * parts always add up to the whole and a smaller count never gets the larger part.
 */
export const partOf = (server: Source, newtonShare: number) => (count: number) =>
  server === 'newton' ? Math.round(count * newtonShare) : count - Math.round(count * newtonShare);

export async function baselineOf(
  db: Db,
  campaign: CampaignRow,
  server: Source,
  date: string,
  part: (count: number) => number,
): Promise<{ baseline: Baseline; today: Map<number, DayCounters> }> {
  const { date: day, campaignId, source, ...counters } = getTableColumns(campaignStatistics);
  const ofServer = and(eq(campaignId, campaign.id), eq(source, server));
  const todayRows = await db
    .select(counters)
    .from(campaignStatistics)
    .where(and(ofServer, eq(day, date)));
  const [before] = await db
    .select({
      impressions: sql<string>`coalesce(sum(${campaignStatistics.impressions}), 0)`,
      clicks: sql<string>`coalesce(sum(${campaignStatistics.clicks}), 0)`,
    })
    .from(campaignStatistics)
    .where(and(ofServer, lt(day, date)));
  const [reach] = await db
    .select({ devices: campaignReach.cumulativeDevices })
    .from(campaignReach)
    .where(and(eq(campaignReach.campaignId, campaign.id), lt(campaignReach.date, date)))
    .orderBy(desc(campaignReach.date))
    .limit(1);
  const breakdown = await dayOf(db, campaign.id, date, part);
  return {
    baseline: {
      date,
      impressions: Number(before?.impressions ?? 0),
      clicks: Number(before?.clicks ?? 0),
      reach: part(reach?.devices ?? 0),
      ...(breakdown ? { day: breakdown } : {}),
    },
    today: new Map(todayRows.map(({ creativeId, ...row }) => [creativeId, row])),
  };
}

/** This server's part of the campaign's stored breakdowns of the day; undefined when none are stored. */
async function dayOf(
  db: Db,
  id: number,
  date: string,
  part: (count: number) => number,
): Promise<DayBreakdown | undefined> {
  const of = <T extends { campaignId: unknown; date: unknown }>(table: T) =>
    and(eq(table.campaignId as never, id), eq(table.date as never, date));
  const regions = await db.select().from(campaignRegionStatistics).where(of(campaignRegionStatistics));
  const apps = await db.select().from(campaignAppStatistics).where(of(campaignAppStatistics));
  const quartiles = await db.select().from(creativeVideoQuartiles).where(of(creativeVideoQuartiles));
  const [reach] = await db.select().from(campaignReach).where(of(campaignReach));
  if (regions.length + apps.length + quartiles.length === 0 && !reach) return undefined;
  const delivered = (row: { impressions: number; clicks: number }) => ({
    impressions: part(row.impressions),
    clicks: part(row.clicks),
  });
  return {
    regions: regions.map((row) => ({ country: row.country, region: row.region, ...delivered(row) })),
    apps: apps.map((row) => ({ app: row.app, appName: row.appName, ...delivered(row) })),
    quartiles: quartiles.map((row) => ({
      creativeId: row.creativeId,
      starts: part(row.starts),
      firstQuartile: part(row.firstQuartile),
      midpoint: part(row.midpoint),
      thirdQuartile: part(row.thirdQuartile),
      completes: part(row.completes),
    })),
    reach: {
      devices: part(reach?.devices ?? 0),
      cumulativeDevices: part(reach?.cumulativeDevices ?? 0),
    },
  };
}
