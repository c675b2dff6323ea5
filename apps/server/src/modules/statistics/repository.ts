import type { Source } from '@adcontrol/domain/shared/enums';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { campaigns } from '../../db/schema';
import { inScope, type Scope } from '../scope/scope';

/*
 * Every query names its campaigns through `owned`, a subquery already filtered by the caller's scope
 * (docs/decisions/008), and aggregates in SQL. Sums of bigint counters arrive as text (db/client.ts).
 */

/** Network days, both ends included; null reads every stored day. */
export type Days = { start: string; end: string } | null;
export interface Delivery {
  impressions: number;
  clicks: number;
}
type Text<T> = { [K in keyof T]: string };

const day = (value: string) => sql`${value}::date`;
const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::integer[]`;
const within = (column: SQL, days: Days) =>
  days ? sql`${column} between ${day(days.start)} and ${day(days.end)}` : sql`true`;
/** The ids among `ids` of campaigns in the scope, as a subquery. */
const owned = (scope: Scope, ids: readonly number[]) =>
  sql`(select campaigns.id from campaigns where campaigns.id = any(${intArray(ids)}) and ${inScope(scope, campaigns.advertiserId)})`;
const numbers = <T extends Record<string, string | null>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, Number(value ?? 0)])) as {
    [K in keyof T]: number;
  };

export interface CampaignName {
  id: number;
  name: string;
}

/** The campaigns among `ids` the scope holds, with their names. */
export function scopedCampaigns(db: Db, scope: Scope, ids: readonly number[]): Promise<CampaignName[]> {
  return queryRows<CampaignName & Record<string, unknown>>(
    db,
    sql`select campaigns.id as "id", campaigns.name as "name" from campaigns
      where campaigns.id in ${owned(scope, ids)} order by campaigns.id`,
  );
}

export interface StatisticsFilter {
  scope: Scope;
  campaignIds: readonly number[];
  days: { start: string; end: string };
  sources: readonly Source[];
  /** Creative ids; empty for every creative. */
  banners: readonly number[];
}

const filtered = (
  filter: StatisticsFilter,
) => sql`campaign_statistics.campaign_id in ${owned(filter.scope, filter.campaignIds)}
  and ${within(sql`campaign_statistics.date`, filter.days)}
  and campaign_statistics.source in (${sql.join(
    filter.sources.map((source) => sql`${source}`),
    sql`, `,
  )})
  ${filter.banners.length > 0 ? sql`and campaign_statistics.creative_id = any(${intArray(filter.banners)})` : sql``}`;

export type GroupKey = 'creative' | 'source' | 'campaign';
const KEY_COLUMNS: Record<GroupKey, SQL> = {
  creative: sql`campaign_statistics.creative_id`,
  source: sql`campaign_statistics.source`,
  campaign: sql`campaign_statistics.campaign_id`,
};

export interface KeyedPoint extends Delivery {
  date: string;
  key: string | null;
}

/** Delivery per day, and per `key` when given; days without delivery are rows of zeros only without a key. */
export async function dailyPoints(
  db: Db,
  filter: StatisticsFilter,
  key: GroupKey | null,
): Promise<KeyedPoint[]> {
  const { start, end } = filter.days;
  if (key === null) {
    const rows = await queryRows<Text<Delivery> & { date: string }>(
      db,
      sql`select to_char(series.day, 'YYYY-MM-DD') as "date",
          coalesce(delivered.impressions, 0)::text as "impressions", coalesce(delivered.clicks, 0)::text as "clicks"
        from generate_series(${day(start)}, ${day(end)}, interval '1 day') as series(day)
        left join (
          select campaign_statistics.date, sum(campaign_statistics.impressions) as impressions,
            sum(campaign_statistics.clicks) as clicks
          from campaign_statistics where ${filtered(filter)}
          group by campaign_statistics.date
        ) delivered on delivered.date = series.day::date
        order by series.day`,
    );
    return rows.map((row) => ({ date: row.date, key: null, ...deliveryOf(row) }));
  }
  const column = KEY_COLUMNS[key];
  const rows = await queryRows<Text<Delivery> & { date: string; key: string }>(
    db,
    sql`select to_char(campaign_statistics.date, 'YYYY-MM-DD') as "date", ${column}::text as "key",
        sum(campaign_statistics.impressions)::text as "impressions", sum(campaign_statistics.clicks)::text as "clicks"
      from campaign_statistics where ${filtered(filter)}
      group by campaign_statistics.date, ${column}
      order by campaign_statistics.date, ${column}`,
  );
  return rows.map((row) => ({ date: row.date, key: row.key, ...deliveryOf(row) }));
}

const deliveryOf = (row: Text<Delivery>): Delivery => ({
  impressions: Number(row.impressions),
  clicks: Number(row.clicks),
});

export const AGE_COLUMNS = [
  ['-18', 'under_18'],
  ['18-24', '18_24'],
  ['25-34', '25_34'],
  ['35-44', '35_44'],
  ['45-54', '45_54'],
  ['55-65', '55_65'],
  ['+66', '66_plus'],
] as const;

export interface Breakdown extends Delivery {
  impressionsMale: number;
  impressionsFemale: number;
  clicksMale: number;
  clicksFemale: number;
  ages: (Delivery & { ageRange: string })[];
}

/** Totals with the gender and age breakdowns, in one pass. */
export async function breakdown(db: Db, filter: StatisticsFilter): Promise<Breakdown> {
  const sum = (column: string) =>
    sql`coalesce(sum(${sql.identifier(column)}), 0)::text as ${sql.identifier(column)}`;
  const columns = [
    'impressions',
    'clicks',
    'impressions_male',
    'impressions_female',
    'clicks_male',
    'clicks_female',
    ...AGE_COLUMNS.flatMap(([, suffix]) => [`impressions_age_${suffix}`, `clicks_age_${suffix}`]),
  ];
  const [row = {}] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(columns.map(sum), sql`, `)} from campaign_statistics where ${filtered(filter)}`,
  );
  const value = (column: string) => Number(row[column] ?? 0);
  return {
    impressions: value('impressions'),
    clicks: value('clicks'),
    impressionsMale: value('impressions_male'),
    impressionsFemale: value('impressions_female'),
    clicksMale: value('clicks_male'),
    clicksFemale: value('clicks_female'),
    ages: AGE_COLUMNS.map(([ageRange, suffix]) => ({
      ageRange,
      impressions: value(`impressions_age_${suffix}`),
      clicks: value(`clicks_age_${suffix}`),
    })),
  };
}

export interface CampaignDays {
  campaignId: number;
  start: string;
  end: string;
}

/** Every day of each campaign's own range, zeros included, in one query (campaigns must be in scope). */
export async function dailyByCampaign(
  db: Db,
  scope: Scope,
  wanted: readonly CampaignDays[],
): Promise<(Delivery & { campaignId: number; date: string })[]> {
  const ids = wanted.map((item) => item.campaignId);
  const texts = (values: string[]) => sql`${`{${values.join(',')}}`}::date[]`;
  const rows = await queryRows<Text<Delivery> & { campaignId: number; date: string }>(
    db,
    sql`with wanted(ordinal, campaign_id, first_day, last_day) as (
        select * from unnest(
          ${intArray(wanted.map((_, index) => index))}, ${intArray(ids)},
          ${texts(wanted.map((item) => item.start))}, ${texts(wanted.map((item) => item.end))})
      )
      select wanted.campaign_id as "campaignId", to_char(series.day, 'YYYY-MM-DD') as "date",
        coalesce(delivered.impressions, 0)::text as "impressions", coalesce(delivered.clicks, 0)::text as "clicks"
      from wanted
      cross join lateral generate_series(wanted.first_day, wanted.last_day, interval '1 day') as series(day)
      left join lateral (
        select sum(campaign_statistics.impressions) as impressions, sum(campaign_statistics.clicks) as clicks
        from campaign_statistics
        where campaign_statistics.campaign_id = wanted.campaign_id and campaign_statistics.date = series.day::date
      ) delivered on true
      where wanted.campaign_id in ${owned(scope, ids)}
      order by wanted.ordinal, series.day`,
  );
  return rows.map((row) => ({ campaignId: Number(row.campaignId), date: row.date, ...deliveryOf(row) }));
}

/** The days each campaign delivered, per campaign and day. */
export async function deliveredDays(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  days: Days,
): Promise<(Delivery & { campaignId: number; date: string })[]> {
  const rows = await queryRows<Text<Delivery> & { campaignId: number; date: string }>(
    db,
    sql`select campaign_statistics.campaign_id as "campaignId",
        to_char(campaign_statistics.date, 'YYYY-MM-DD') as "date",
        sum(campaign_statistics.impressions)::text as "impressions", sum(campaign_statistics.clicks)::text as "clicks"
      from campaign_statistics
      where campaign_statistics.campaign_id in ${owned(scope, ids)} and ${within(sql`campaign_statistics.date`, days)}
      group by campaign_statistics.campaign_id, campaign_statistics.date
      order by campaign_statistics.campaign_id, campaign_statistics.date`,
  );
  return rows.map((row) => ({ campaignId: Number(row.campaignId), date: row.date, ...deliveryOf(row) }));
}

/** A campaign's delivery by country and region, most impressions first. */
export async function regions(
  db: Db,
  scope: Scope,
  id: number,
  days: Days,
): Promise<(Delivery & { country: string; region: string })[]> {
  const rows = await queryRows<Text<Delivery> & { country: string; region: string }>(
    db,
    sql`select country as "country", region as "region",
        sum(impressions)::text as "impressions", sum(clicks)::text as "clicks"
      from campaign_region_statistics
      where campaign_id in ${owned(scope, [id])} and ${within(sql`date`, days)}
      group by country, region
      order by sum(impressions) desc, country, region`,
  );
  return rows.map((row) => ({ country: row.country, region: row.region, ...deliveryOf(row) }));
}

/** A campaign's delivery by publisher app, most impressions first; the name is the latest reported. */
export async function apps(
  db: Db,
  scope: Scope,
  id: number,
  days: Days,
): Promise<(Delivery & { app: string; name: string })[]> {
  const rows = await queryRows<Text<Delivery> & { app: string; name: string }>(
    db,
    sql`select app as "app", (array_agg(app_name order by date desc))[1] as "name",
        sum(impressions)::text as "impressions", sum(clicks)::text as "clicks"
      from campaign_app_statistics
      where campaign_id in ${owned(scope, [id])} and ${within(sql`date`, days)}
      group by app
      order by sum(impressions) desc, app`,
  );
  return rows.map((row) => ({ app: row.app, name: row.name, ...deliveryOf(row) }));
}

export interface QuartileSums {
  campaignId: number;
  bannerId: number;
  start: number;
  firstQuartile: number;
  midpoint: number;
  thirdQuartile: number;
  complete: number;
}

/** Video progress per creative of the campaigns; `banners` empty for every video creative. */
export async function quartiles(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  banners: readonly number[],
  days: Days,
): Promise<QuartileSums[]> {
  const rows = await queryRows<Text<QuartileSums>>(
    db,
    sql`select campaign_id::text as "campaignId", creative_id::text as "bannerId",
        sum(starts)::text as "start", sum(first_quartile)::text as "firstQuartile",
        sum(midpoint)::text as "midpoint", sum(third_quartile)::text as "thirdQuartile",
        sum(completes)::text as "complete"
      from creative_video_quartiles
      where campaign_id in ${owned(scope, ids)} and ${within(sql`date`, days)}
        ${banners.length > 0 ? sql`and creative_id = any(${intArray(banners)})` : sql``}
      group by campaign_id, creative_id
      order by campaign_id, creative_id`,
  );
  return rows.map(numbers);
}

export interface ReachRow {
  campaignId: number;
  reach: number;
  asOf: string | null;
  impressions: number;
}

/** Each campaign's latest reported reach on or before `asOf`, with its impressions through that day. */
export async function reach(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  asOf: string | null,
): Promise<ReachRow[]> {
  const rows = await queryRows<{
    campaignId: number;
    reach: string;
    asOf: string | null;
    impressions: string;
  }>(
    db,
    sql`select campaigns.id as "campaignId", coalesce(latest.cumulative_devices, 0)::text as "reach",
        to_char(latest.date, 'YYYY-MM-DD') as "asOf", coalesce(delivered.impressions, 0)::text as "impressions"
      from campaigns
      left join lateral (
        select campaign_reach.date, campaign_reach.cumulative_devices from campaign_reach
        where campaign_reach.campaign_id = campaigns.id
          ${asOf ? sql`and campaign_reach.date <= ${day(asOf)}` : sql``}
        order by campaign_reach.date desc limit 1
      ) latest on true
      left join lateral (
        select sum(campaign_statistics.impressions) as impressions from campaign_statistics
        where campaign_statistics.campaign_id = campaigns.id and campaign_statistics.date <= latest.date
      ) delivered on true
      where campaigns.id in ${owned(scope, ids)}
      order by campaigns.id`,
  );
  return rows.map((row) => ({
    campaignId: Number(row.campaignId),
    reach: Number(row.reach),
    asOf: row.asOf,
    impressions: Number(row.impressions),
  }));
}

export type ReportSwitch = 'consumption' | 'showApps' | 'typeReports';
const SWITCH_FIELDS = {
  consumption: 'reportConsumption',
  showApps: 'reportShowApps',
  typeReports: 'reportTypeReports',
} as const;

/** Sets one of the campaign's report switches; null when the scope holds no such campaign. */
export async function setReportSwitch(
  db: Db,
  scope: Scope,
  id: number,
  which: ReportSwitch,
  value: boolean,
): Promise<Record<ReportSwitch, boolean> | null> {
  const [row] = await db
    .update(campaigns)
    .set({ [SWITCH_FIELDS[which]]: value })
    .where(and(eq(campaigns.id, id), inScope(scope, campaigns.advertiserId)))
    .returning({
      consumption: campaigns.reportConsumption,
      showApps: campaigns.reportShowApps,
      typeReports: campaigns.reportTypeReports,
    });
  return row ?? null;
}

/** The report switches of campaigns (already known to be in scope). */
export function reportSwitches(
  db: Db,
  ids: readonly number[],
): Promise<({ id: number } & Record<ReportSwitch, boolean>)[]> {
  return db
    .select({
      id: campaigns.id,
      consumption: campaigns.reportConsumption,
      showApps: campaigns.reportShowApps,
      typeReports: campaigns.reportTypeReports,
    })
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]));
}
