import type { Source } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import type { CampaignRow } from '../campaigns/index';
import type { DayBreakdown, DayCounters, LinkedCampaign } from './changes';
import { breakdownsOfDay, reachBefore, serverDayCounters, serverTotalsBefore } from './repository';

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
  // One after another: a transaction's queries share one connection.
  const todayRows = await serverDayCounters(db, campaign.id, server, date);
  const before = await serverTotalsBefore(db, campaign.id, server, date);
  const reached = await reachBefore(db, campaign.id, date);
  const breakdown = await dayOf(db, campaign.id, date, part);
  return {
    baseline: {
      date,
      impressions: before.impressions,
      clicks: before.clicks,
      reach: part(reached),
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
  const { regions, apps, quartiles, reach } = await breakdownsOfDay(db, id, date);
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
