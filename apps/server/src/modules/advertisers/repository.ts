import { networkDayStart } from '@adcontrol/domain/rules/date-format';
import type { CampaignStatus, CreativeFormat, Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, campaigns } from '../../db/schema';
import { deliveredCost } from '../../db/spend';
import { inScope, type Scope } from '../scope/scope';

/*
 * Every query reads one advertiser's campaigns, and only while its advertiser is in the caller's scope
 * (docs/decisions/008), aggregating in SQL. Sums of bigint counters and numeric money arrive as text
 * (db/client.ts); the service turns them into numbers and rounds.
 */

/** Network days, both included, `YYYY-MM-DD`. */
export interface Days {
  from: string;
  to: string;
}

const day = (value: string) => sql`${value}::date`;
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const nextDayStart = (value: string) => new Date(networkDayStart(value).getTime() + 86_400_000);

const ofAdvertiser = (scope: Scope, advertiserId: number) =>
  sql`campaigns.advertiser_id = ${advertiserId} and ${inScope(scope, campaigns.advertiserId)}`;
/** Running at some moment of the days, both included (as Control's date filter, decision 024). */
const running = (days: Days) =>
  sql`campaigns.end_date >= ${instant(networkDayStart(days.from))} and campaigns.start_date < ${instant(nextDayStart(days.to))}`;

export interface AdvertiserRow {
  id: number;
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** The advertiser, when `advertiserId` is an advertiser the scope holds. */
export async function scopedAdvertiser(
  db: Db,
  scope: Scope,
  advertiserId: number,
): Promise<AdvertiserRow | undefined> {
  const [row] = await queryRows<AdvertiserRow & Record<string, unknown>>(
    db,
    sql`select accounts.id as "id", accounts.company as "company", accounts.first_name as "firstName",
        accounts.last_name as "lastName", accounts.email as "email"
      from accounts
      where accounts.id = ${advertiserId} and accounts.role = 'advertiser' and ${inScope(scope, accounts.id)}`,
  );
  return row;
}

export interface DailyRow {
  date: string;
  impressions: number;
  clicks: number;
}

/** One row per day, oldest first; a day without delivery is a row of zeros. */
export async function dailyDelivery(
  db: Db,
  scope: Scope,
  advertiserId: number,
  days: Days,
): Promise<DailyRow[]> {
  const rows = await queryRows<{ date: string; impressions: string; clicks: string }>(
    db,
    sql`select to_char(series.day, 'YYYY-MM-DD') as "date",
        coalesce(delivered.impressions, 0)::text as "impressions",
        coalesce(delivered.clicks, 0)::text as "clicks"
      from generate_series(${day(days.from)}, ${day(days.to)}, interval '1 day') as series(day)
      left join (
        select campaign_statistics.date, sum(campaign_statistics.impressions) as impressions,
          sum(campaign_statistics.clicks) as clicks
        from campaign_statistics join campaigns on campaigns.id = campaign_statistics.campaign_id
        where campaign_statistics.date between ${day(days.from)} and ${day(days.to)}
          and ${ofAdvertiser(scope, advertiserId)}
        group by campaign_statistics.date
      ) delivered on delivered.date = series.day::date
      order by series.day`,
  );
  return rows.map((row) => ({
    date: row.date,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
  }));
}

const sumWhere = (column: 'impressions' | 'clicks', condition: SQL) =>
  sql`coalesce(sum(campaign_statistics.${sql.raw(column)}) filter (where ${condition}), 0)`;

/**
 * The advertiser's campaigns running during `days`, each with what it delivered so far (the `campaign_delivery`
 * rollup), within the days, before them and through their end (for the spend within them), and its reach
 * through the last day: each lateral join is one index range of the campaign.
 */
function listedCampaigns(scope: Scope, advertiserId: number, days: Days): SQL {
  const within = sql`campaign_statistics.date >= ${day(days.from)}`;
  const before = sql`campaign_statistics.date < ${day(days.from)}`;
  const cost = (impressions: SQL, clicks: SQL) =>
    sql`least(campaigns.budget_total, ${deliveredCost({ impressions, clicks })})`;
  return sql`select campaigns.*,
      coalesce(campaign_delivery.impressions, 0) as so_far_impressions,
      coalesce(campaign_delivery.clicks, 0) as so_far_clicks,
      period.impressions as period_impressions, period.clicks as period_clicks,
      ${cost(sql`coalesce(campaign_delivery.impressions, 0)`, sql`coalesce(campaign_delivery.clicks, 0)`)} as spent,
      ${cost(sql`period.through_impressions`, sql`period.through_clicks`)}
        - ${cost(sql`period.before_impressions`, sql`period.before_clicks`)} as spent_in_period,
      coalesce(reach.cumulative_devices, 0) as reach
    from campaigns
      left join campaign_delivery on campaign_delivery.campaign_id = campaigns.id
      left join lateral (
        select ${sumWhere('impressions', within)} as impressions, ${sumWhere('clicks', within)} as clicks,
          ${sumWhere('impressions', before)} as before_impressions, ${sumWhere('clicks', before)} as before_clicks,
          coalesce(sum(campaign_statistics.impressions), 0) as through_impressions,
          coalesce(sum(campaign_statistics.clicks), 0) as through_clicks
        from campaign_statistics
        where campaign_statistics.campaign_id = campaigns.id and campaign_statistics.date <= ${day(days.to)}
      ) period on true
      left join lateral (
        select campaign_reach.cumulative_devices from campaign_reach
        where campaign_reach.campaign_id = campaigns.id and campaign_reach.date <= ${day(days.to)}
        order by campaign_reach.date desc limit 1
      ) reach on true
    where ${ofAdvertiser(scope, advertiserId)} and ${running(days)}`;
}

export interface CampaignFiguresRow {
  id: number;
  name: string;
  status: CampaignStatus;
  startDate: Date | string;
  endDate: Date | string;
  purchaseModel: PurchaseModel;
  currency: Currency;
  budget: string;
  targetImpressions: string;
  targetClicks: string;
  soFarImpressions: string;
  soFarClicks: string;
  impressions: string;
  clicks: string;
  /** Exact decimal text; the service rounds. */
  spent: string;
  reach: string;
}

/** The campaigns running during `days`: in progress (soonest end first), awaiting (soonest start), finished (latest end). */
export function campaignFigures(
  db: Db,
  scope: Scope,
  advertiserId: number,
  days: Days,
  now: Date,
): Promise<CampaignFiguresRow[]> {
  const at = instant(now);
  const group = sql`(case when start_date > ${at} then 1 when end_date < ${at} then 2 else 0 end)`;
  return queryRows<CampaignFiguresRow & Record<string, unknown>>(
    db,
    sql`with listed as (${listedCampaigns(scope, advertiserId, days)})
      select id as "id", name as "name", status as "status", start_date as "startDate", end_date as "endDate",
        purchase_model as "purchaseModel", currency as "currency", budget_total::text as "budget",
        target_impressions::text as "targetImpressions", target_clicks::text as "targetClicks",
        so_far_impressions::text as "soFarImpressions", so_far_clicks::text as "soFarClicks",
        period_impressions::text as "impressions", period_clicks::text as "clicks",
        spent::text as "spent", reach::text as "reach"
      from listed
      order by ${group},
        case ${group} when 0 then end_date when 1 then start_date end,
        case ${group} when 2 then end_date end desc,
        id`,
  );
}

export interface CurrencySpendRow {
  currency: Currency;
  campaigns: number;
  budget: string;
  spent: string;
  spentInPeriod: string;
}

/** Budget and spend per currency of the campaigns running during `days`, summed exactly in SQL. */
export function spendByCurrency(
  db: Db,
  scope: Scope,
  advertiserId: number,
  days: Days,
): Promise<CurrencySpendRow[]> {
  return queryRows<CurrencySpendRow & Record<string, unknown>>(
    db,
    sql`with listed as (${listedCampaigns(scope, advertiserId, days)})
      select currency as "currency", count(*)::integer as "campaigns", sum(budget_total)::text as "budget",
        sum(spent)::text as "spent", sum(spent_in_period)::text as "spentInPeriod"
      from listed group by currency order by currency`,
  );
}

export interface CreativeRow {
  id: number;
  name: string;
  format: CreativeFormat;
  campaignId: number;
  campaignName: string;
  impressions: string;
  clicks: string;
}

/** The creatives with the highest CTR over `days` among those with at least `minImpressions` (ties: clicks, id). */
export function bestCreatives(
  db: Db,
  scope: Scope,
  advertiserId: number,
  days: Days,
  minImpressions: number,
  limit: number,
): Promise<CreativeRow[]> {
  return queryRows<CreativeRow & Record<string, unknown>>(
    db,
    sql`select creatives.id as "id", creatives.name as "name", creatives.format as "format",
        campaigns.id as "campaignId", campaigns.name as "campaignName",
        delivered.impressions::text as "impressions", delivered.clicks::text as "clicks"
      from (
        select campaign_statistics.creative_id, sum(campaign_statistics.impressions) as impressions,
          sum(campaign_statistics.clicks) as clicks
        from campaign_statistics join campaigns on campaigns.id = campaign_statistics.campaign_id
        where campaign_statistics.date between ${day(days.from)} and ${day(days.to)}
          and ${ofAdvertiser(scope, advertiserId)}
        group by campaign_statistics.creative_id
        having sum(campaign_statistics.impressions) >= ${minImpressions}
      ) delivered
        join creatives on creatives.id = delivered.creative_id
        join campaigns on campaigns.id = creatives.campaign_id
      order by delivered.clicks / delivered.impressions desc, delivered.clicks desc, creatives.id
      limit ${limit}`,
  );
}

/** Ids of the advertiser's campaigns running at some moment of `days`, oldest first (scheduled reports). */
export async function runningCampaignIds(
  db: Db,
  scope: Scope,
  advertiserId: number,
  days: Days,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select campaigns.id as "id" from campaigns
      where ${ofAdvertiser(scope, advertiserId)} and ${running(days)}
      order by campaigns.start_date, campaigns.id`,
  );
  return rows.map((row) => row.id);
}
