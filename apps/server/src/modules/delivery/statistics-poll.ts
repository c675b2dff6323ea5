import type { Source } from '@adcontrol/domain/shared/enums';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creatives } from '../../db/schema';
import { recordStatistics, type StatisticsRow } from '../campaigns/delivery-totals';
import type { DeliveryServer } from './delivery-server';

/** Where each server's statistics were read up to; a new process starts over, which only rewrites rows. */
export type StatisticsCursors = Record<Source, number>;

/**
 * Reads what each server delivered since the last read and records it through the statistics ingestion path
 * (`recordStatistics`, which also refreshes the Control rollup). A server reports each day's totals so far, so a
 * row read twice replaces itself: polling is idempotent. Rows of creatives no longer here are dropped.
 */
export async function pollStatistics(
  db: Db,
  server: DeliveryServer,
  cursors: StatisticsCursors,
): Promise<number> {
  const { cursor, rows } = await server.statistics(cursors[server.name]);
  const known = await knownCreatives(
    db,
    rows.map((row) => row.creativeId),
  );
  const kept: StatisticsRow[] = rows
    .filter((row) => known.get(row.creativeId) === row.campaignId)
    .map((row) => ({ ...row, source: server.name }));
  await recordStatistics(db, kept);
  cursors[server.name] = cursor;
  return kept.length;
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
