import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveredUnitsSql } from '../../db/delivery-metric';
import { queryRows } from '../../db/query-rows';
import { campaignStatistics } from '../../db/schema';
import { deliveredCost } from '../../db/spend';

export type StatisticsRow = typeof campaignStatistics.$inferInsert;

/** Campaigns refreshed per statement, so a large ingestion never builds one huge `in` list. */
const REFRESH_BATCH = 5_000;

/**
 * Recomputes the stored delivery rollup (`campaign_delivery`, docs/decisions/024) of the given campaigns from
 * their statistics and their price, budget and target, or of every campaign when none are given. Any code that
 * writes statistics, or changes what a campaign costs or aims at, calls this in the same transaction (or uses
 * `recordStatistics`), so the Control list never shows stale figures.
 */
export async function refreshCampaignDelivery(db: Db, campaignIds?: readonly number[]): Promise<void> {
  if (campaignIds === undefined) {
    await db.execute(upsertRollup(sql`true`));
    return;
  }
  const ids = [...new Set(campaignIds)];
  for (let start = 0; start < ids.length; start += REFRESH_BATCH) {
    const batch = ids.slice(start, start + REFRESH_BATCH);
    await db.execute(upsertRollup(sql`campaigns.id in (${sql.join(batch, sql`, `)})`));
  }
}

/**
 * What a campaign's delivery comes to, over the row of `campaigns` and its totals: the one definition the
 * rollup stores and the list shows. Progress counts impressions for CPM and clicks otherwise (rules/delivery-metric.ts).
 */
export function deliveryFigures(delivered: { impressions: SQL; clicks: SQL }) {
  const { impressions, clicks } = delivered;
  const metric = deliveredUnitsSql({ impressions, clicks });
  const target = deliveredUnitsSql({
    impressions: sql`campaigns.target_impressions`,
    clicks: sql`campaigns.target_clicks`,
  });
  const spent = sql`least(campaigns.budget_total, ${deliveredCost(delivered)})`;
  return {
    ctr: sql`(case when ${impressions} > 0 then round(${clicks} * 100.0 / ${impressions}, 4) else 0 end)`,
    progress: sql`(case when ${target} > 0 then ${metric} * 100.0 / ${target} else 0 end)`,
    spent,
    cpm: sql`(case when ${impressions} > 0 then ${spent} * 1000 / ${impressions} end)`,
    cpc: sql`(case when ${clicks} > 0 then ${spent} / ${clicks} end)`,
  };
}

/**
 * The day the yesterday figures are of: the one `rollYesterday` last rolled to, or before any roll the network
 * (-03:00) day before the database's now. The needed capping is of the day after it (`campaign_delivery_today()`,
 * migration 0018, which the triggers use too).
 */
const yesterdayDay = sql`(campaign_delivery_today() - 1)`;

/**
 * The needed capping stored for a campaign, given what it delivered: `campaign_needed_capping` of migration 0018, the
 * one definition the refresh, the roll and the triggers store (its twin test holds it to rules/needed-capping.ts).
 */
function storedNeededCapping(today: SQL, delivered: { impressions: SQL; clicks: SQL }): SQL {
  return sql`campaign_needed_capping(${today}, campaigns.start_date, campaigns.end_date, campaigns.purchase_model,
    campaigns.target_impressions, campaigns.target_clicks, (${delivered.impressions})::bigint,
    (${delivered.clicks})::bigint)`;
}

/**
 * One pass over the chosen campaigns' statistics (the `(campaign_id, date)` index), upserted: a campaign whose
 * statistics were all removed goes back to zero rather than keeping old totals. The yesterday figures are
 * recomputed for the day the rollup holds them for, so a refresh never moves that day; the needed capping and the
 * names with them (docs/decisions/068).
 */
function upsertRollup(which: SQL): SQL {
  const delivered = { impressions: sql`totals.impressions`, clicks: sql`totals.clicks` };
  const figures = deliveryFigures(delivered);
  return sql`insert into campaign_delivery (campaign_id, impressions, clicks, ctr, progress, spent, cpm, cpc,
      yesterday_impressions, yesterday_clicks, needed_capping, advertiser_name, seller_name, updated_at)
    select campaigns.id, totals.impressions, totals.clicks, ${figures.ctr}, ${figures.progress}, ${figures.spent},
      ${figures.cpm}, ${figures.cpc}, day.impressions, day.clicks,
      ${storedNeededCapping(sql`campaign_delivery_today()`, delivered)},
      account_shown_name(campaigns.advertiser_id), account_seller_label(campaigns.seller_id), now()
    from campaigns
    cross join lateral (
      select coalesce(sum(campaign_statistics.impressions), 0) as impressions,
        coalesce(sum(campaign_statistics.clicks), 0) as clicks
      from campaign_statistics where campaign_statistics.campaign_id = campaigns.id
    ) totals
    cross join lateral (
      select coalesce(sum(campaign_statistics.impressions), 0) as impressions,
        coalesce(sum(campaign_statistics.clicks), 0) as clicks
      from campaign_statistics
      where campaign_statistics.campaign_id = campaigns.id and campaign_statistics.date = ${yesterdayDay}
    ) day
    where ${which}
    on conflict (campaign_id) do update set impressions = excluded.impressions, clicks = excluded.clicks,
      ctr = excluded.ctr, progress = excluded.progress, spent = excluded.spent, cpm = excluded.cpm,
      cpc = excluded.cpc, yesterday_impressions = excluded.yesterday_impressions,
      yesterday_clicks = excluded.yesterday_clicks, needed_capping = excluded.needed_capping,
      advertiser_name = excluded.advertiser_name, seller_name = excluded.seller_name,
      updated_at = excluded.updated_at`;
}

/** Arbitrary key of the lock that lets one request roll the day while others wait for it. */
const ROLL_LOCK_KEY = 4_105_551_902;

async function rolledDay(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as "day" from campaign_delivery_day`,
  );
  return row?.day ?? null;
}

/**
 * Brings every rollup row's yesterday figures to `yesterday` (a network day, `YYYY-MM-DD`), and its needed capping
 * to the day after, before the list reads them, so they can be sorted through their indexes. One small read when
 * the day is current; the first list after the day turns rewrites only the rows whose figures change: those that
 * delivered on either day, and those whose needed capping differs on the new day (the running ones).
 */
export async function rollYesterday(db: Db, yesterday: string): Promise<void> {
  if ((await rolledDay(db)) === yesterday) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_LOCK_KEY})`);
    if ((await rolledDay(tx)) === yesterday) return;
    const day = sql`select campaign_id, sum(impressions) as impressions, sum(clicks) as clicks
      from campaign_statistics where date = ${yesterday}::date group by campaign_id`;
    // What delivered on the new day takes its figures; what delivered only on the old one goes back to zero.
    await tx.execute(sql`update campaign_delivery
      set yesterday_impressions = day.impressions, yesterday_clicks = day.clicks
      from (${day}) day
      where day.campaign_id = campaign_delivery.campaign_id
        and (campaign_delivery.yesterday_impressions, campaign_delivery.yesterday_clicks)
          is distinct from (day.impressions, day.clicks)`);
    await tx.execute(sql`update campaign_delivery set yesterday_impressions = 0, yesterday_clicks = 0
      where (yesterday_impressions > 0 or yesterday_clicks > 0)
        and not exists (select 1 from campaign_statistics
          where campaign_statistics.campaign_id = campaign_delivery.campaign_id
            and campaign_statistics.date = ${yesterday}::date)`);
    const needed = storedNeededCapping(sql`(${yesterday}::date + 1)`, {
      impressions: sql`campaign_delivery.impressions`,
      clicks: sql`campaign_delivery.clicks`,
    });
    await tx.execute(sql`update campaign_delivery set needed_capping = ${needed}
      from campaigns where campaigns.id = campaign_delivery.campaign_id
        and campaign_delivery.needed_capping <> ${needed}`);
    await tx.execute(sql`insert into campaign_delivery_day (is_only, day) values (true, ${yesterday}::date)
      on conflict (is_only) do update set day = excluded.day`);
  });
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
