import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { campaignStatistics } from '../../db/schema';

export type StatisticsRow = typeof campaignStatistics.$inferInsert;

/** Campaigns refreshed per statement, so a large ingestion never builds one huge `in` list. */
const REFRESH_BATCH = 5_000;

/**
 * Recomputes the stored delivery totals (`campaign_delivery`, docs/decisions/024) of the given campaigns from
 * their statistics, or of every campaign when none are given. Any code that writes statistics calls this in
 * the same transaction (or uses `recordStatistics`), so the Control list never shows stale totals.
 */
export async function refreshCampaignDelivery(db: Db, campaignIds?: readonly number[]): Promise<void> {
  if (campaignIds === undefined) {
    await db.execute(upsertTotals(sql`true`));
    return;
  }
  const ids = [...new Set(campaignIds)];
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    const batch = ids.slice(start, start + REFRESH_BATCH);
    await db.execute(upsertTotals(sql`campaigns.id in (${sql.join(batch, sql`, `)})`));
  }
}

/**
 * One pass over the chosen campaigns' statistics (the `(campaign_id, date)` index), upserted: a campaign whose
 * statistics were all removed goes back to zero rather than keeping old totals.
 */
function upsertTotals(which: SQL): SQL {
  return sql`insert into campaign_delivery (campaign_id, impressions, clicks, ctr, updated_at)
    select campaigns.id, totals.impressions, totals.clicks,
      case when totals.impressions > 0 then round(totals.clicks * 100.0 / totals.impressions, 4) else 0 end,
      now()
    from campaigns
    cross join lateral (
      select coalesce(sum(campaign_statistics.impressions), 0) as impressions,
        coalesce(sum(campaign_statistics.clicks), 0) as clicks
      from campaign_statistics where campaign_statistics.campaign_id = campaigns.id
    ) totals
    where ${which}
    on conflict (campaign_id) do update set impressions = excluded.impressions, clicks = excluded.clicks,
      ctr = excluded.ctr, updated_at = excluded.updated_at`;
}

/** PostgreSQL takes at most 65,535 parameters per statement; statistics rows have 23 columns. */
const INSERT_BATCH = 1_000;
const KEY = ['date', 'campaignId', 'creativeId', 'source'];

/** On a repeated report, every counter takes the new value. */
const replaceCounters = Object.fromEntries(
  Object.entries(getTableColumns(campaignStatistics))
    .filter(([key]) => !KEY.includes(key))
    .map(([key, column]) => [key, sql.raw(`excluded."${column.name}"`)]),
);

/**
 * The one call for ingestion: writes daily statistics rows (a row already stored for the same day, campaign,
 * creative and server is replaced, so a server may report a day again) and refreshes the totals of the
 * campaigns they touch, all in one transaction.
 */
export async function recordStatistics(db: Db, rows: readonly StatisticsRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      await tx
        .insert(campaignStatistics)
        .values(rows.slice(start, start + INSERT_BATCH))
        .onConflictDoUpdate({
          target: [
            campaignStatistics.campaignId,
            campaignStatistics.creativeId,
            campaignStatistics.source,
            campaignStatistics.date,
          ],
          set: replaceCounters,
        });
    }
    await refreshCampaignDelivery(
      tx,
      rows.map((row) => row.campaignId),
    );
  });
}
