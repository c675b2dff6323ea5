import type { Source } from '@adcontrol/domain/shared/enums';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaigns, creatives } from '../../db/schema';
import { recordStatistics, type StatisticsRow } from '../campaigns/delivery-totals';
import { recordBreakdowns } from '../statistics/breakdowns-ingest';
import type { DeliveryServer } from './delivery-server';

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
  const known = await knownCreatives(
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

async function existingCampaigns(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Set();
  const rows = await db.select({ id: campaigns.id }).from(campaigns).where(inArray(campaigns.id, unique));
  return new Set(rows.map((row) => row.id));
}

async function knownCreatives(db: Db, ids: readonly number[]): Promise<Map<number, number>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: creatives.id, campaignId: creatives.campaignId })
    .from(creatives)
    .where(inArray(creatives.id, unique));
  return new Map(rows.map((row) => [row.id, row.campaignId]));
}
