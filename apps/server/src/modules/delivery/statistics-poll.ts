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
    await recordStatistics(tx, kept);
    await recordBreakdowns(
      tx,
      server.name,
      breakdowns.filter((day) => campaignIds.has(day.campaignId)),
    );
  });
  cursors[server.name] = cursor;
  return kept.length;
}
