import type { Source } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../db/client';
import { recordStatistics, type StatisticsRow } from '../campaigns/index';
import { recordBreakdowns } from '../statistics/index';
import type { DeliveryServer } from './delivery-server';
import { campaignsOfCreatives, existingCampaigns } from './repository';

/** Where each server's statistics were read up to; a new process starts over, which only rewrites rows. */
export type StatisticsCursors = Record<Source, number>;

/**
 * Reads what each server delivered since the last read and records it through the statistics ingestion path
 * (`recordStatistics`, which also refreshes the Control rollup), with the campaigns' days of regions, apps,
 * quartiles and reach (`recordBreakdowns`), in one transaction. A server reports each day's totals so far, so a
 * row read twice replaces itself: polling is idempotent. Rows of creatives or campaigns no longer here are dropped.
 */
export async function pollStatistics(
  db: Db,
  server: DeliveryServer,
  cursors: StatisticsCursors,
): Promise<number> {
  const { cursor, rows, breakdowns } = await server.statistics(cursors[server.name]);
  const known = await campaignsOfCreatives(
    db,
    rows.map((row) => row.creativeId),
  );
  const kept: StatisticsRow[] = rows
    .filter((row) => known.get(row.creativeId) === row.campaignId)
    .map((row) => ({ ...row, source: server.name }));
  const campaignIds = await existingCampaigns(
    db,
    breakdowns.map((day) => day.campaignId),
  );
  await db.transaction(async (tx) => {
    // The breakdowns first: their new rows lock their campaigns' rows (the foreign key's share lock) before the
    // rollup's rows are taken, the order a campaign save takes them in (its campaign, then its rollup row). The
    // other way round, a rename (which locks the campaign row against those share locks) deadlocked with this
    // round four times running in the soak, and the save answered 500.
    await recordBreakdowns(
      tx,
      server.name,
      breakdowns.filter((day) => campaignIds.has(day.campaignId)),
    );
    await recordStatistics(tx, kept);
  });
  cursors[server.name] = cursor;
  return kept.length;
}
