import type { DayRange } from '@adcontrol/domain/home/windows';
import type { CampaignStatus, Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { campaigns } from '../../db/schema';
import { deliveredCost } from '../../db/spend';
import { inScope, type Scope } from '../scope/scope';

/*
 * Every query reads campaigns unaliased, so `inScope(scope, campaigns.advertiserId)` can name its column, and
 * aggregates in SQL. Sums of bigint counters are numeric and arrive as text on both drivers (db/client.ts).
 */

export interface Delivery {
  impressions: number;
  clicks: number;
}
type DeliveryText = { impressions: string; clicks: string };
const deliveryOf = (row: DeliveryText | undefined): Delivery => ({
  impressions: Number(row?.impressions ?? 0),
  clicks: Number(row?.clicks ?? 0),
});

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const day = (value: string) => sql`${value}::date`;
const own = (scope: Scope) => inScope(scope, campaigns.advertiserId);
/** SPEC 4 "in progress" at `now`, as `displayStatus` decides it: started, and not ended. */
const inProgress = (now: Date) =>
  sql`campaigns.start_date <= ${instant(now)} and campaigns.end_date >= ${instant(now)}`;

/** Joins each campaign's delivery so far as `delivered`: one index range scan per campaign. */
const deliveredSoFar = sql`left join lateral (
    select coalesce(sum(campaign_statistics.impressions), 0) as impressions,
      coalesce(sum(campaign_statistics.clicks), 0) as clicks
    from campaign_statistics where campaign_statistics.campaign_id = campaigns.id
  ) delivered on true`;

export interface StatusCount {
  status: CampaignStatus;
  awaiting: number;
  inProgress: number;
  finished: number;
}

/** Campaigns of the scope by raw status, each split by display status at `now`. */
export function countCampaigns(db: Db, scope: Scope, now: Date): Promise<StatusCount[]> {
  return queryRows<StatusCount & Record<string, unknown>>(
    db,
    sql`select campaigns.status as "status",
        count(*) filter (where campaigns.start_date > ${instant(now)})::integer as "awaiting",
        count(*) filter (where ${inProgress(now)})::integer as "inProgress",
        count(*) filter (where campaigns.end_date < ${instant(now)})::integer as "finished"
      from campaigns where ${own(scope)}
      group by campaigns.status`,
  );
}

/** Delivery over each of `periods`, in one pass over the days they span. */
export async function deliveryTotals<K extends string>(
  db: Db,
  scope: Scope,
  periods: Record<K, DayRange>,
): Promise<Record<K, Delivery>> {
  const entries = Object.entries(periods) as [K, DayRange][];
  const from = entries.map(([, range]) => range.from).sort()[0];
  const to = entries
    .map(([, range]) => range.to)
    .sort()
    .at(-1);
  if (from === undefined || to === undefined) return {} as Record<K, Delivery>;
  const columns = entries.map(([, range], index) => {
    const within = sql`campaign_statistics.date between ${day(range.from)} and ${day(range.to)}`;
    return sql`coalesce(sum(campaign_statistics.impressions) filter (where ${within}), 0)::text
        as ${sql.identifier(`i${index}`)},
      coalesce(sum(campaign_statistics.clicks) filter (where ${within}), 0)::text
        as ${sql.identifier(`c${index}`)}`;
  });
  // An aggregate without `group by` always answers exactly one row.
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select ${sql.join(columns, sql`, `)}
      from campaign_statistics join campaigns on campaigns.id = campaign_statistics.campaign_id
      where campaign_statistics.date between ${day(from)} and ${day(to)} and ${own(scope)}`,
  );
  const totals = {} as Record<K, Delivery>;
  entries.forEach(([key], index) => {
    totals[key] = { impressions: Number(row?.[`i${index}`] ?? 0), clicks: Number(row?.[`c${index}`] ?? 0) };
  });
  return totals;
}

/** One row per day of `range`, oldest first; a day without delivery is a row of zeros. */
export async function dailyDelivery(
  db: Db,
  scope: Scope,
  range: DayRange,
): Promise<(Delivery & { date: string })[]> {
  const rows = await queryRows<DeliveryText & { date: string }>(
    db,
    sql`select to_char(series.day, 'YYYY-MM-DD') as "date",
        coalesce(delivered.impressions, 0)::text as "impressions",
        coalesce(delivered.clicks, 0)::text as "clicks"
      from generate_series(${day(range.from)}, ${day(range.to)}, interval '1 day') as series(day)
      left join (
        select campaign_statistics.date, sum(campaign_statistics.impressions) as impressions,
          sum(campaign_statistics.clicks) as clicks
        from campaign_statistics join campaigns on campaigns.id = campaign_statistics.campaign_id
        where campaign_statistics.date between ${day(range.from)} and ${day(range.to)} and ${own(scope)}
        group by campaign_statistics.date
      ) delivered on delivered.date = series.day::date
      order by series.day`,
  );
  return rows.map((row) => ({ date: row.date, ...deliveryOf(row) }));
}

export interface CurrencySpend {
  currency: Currency;
  campaigns: number;
  /** Exact decimal text, summed in SQL; the service rounds. */
  budget: string;
  spent: string;
}

const deliveredSoFarCost = deliveredCost({
  impressions: sql`delivered.impressions`,
  clicks: sql`delivered.clicks`,
});

/** Budget and spend of the campaigns in progress, per currency; a campaign never spends past its budget. */
export function spendByCurrency(db: Db, scope: Scope, now: Date): Promise<CurrencySpend[]> {
  return queryRows<CurrencySpend & Record<string, unknown>>(
    db,
    sql`select campaigns.currency as "currency", count(*)::integer as "campaigns",
        sum(campaigns.budget_total)::text as "budget",
        sum(least(campaigns.budget_total, ${deliveredSoFarCost}))::text as "spent"
      from campaigns ${deliveredSoFar}
      where ${inProgress(now)} and ${own(scope)}
      group by campaigns.currency
      order by campaigns.currency`,
  );
}

export interface CampaignAdvertiser {
  advertiserId: number;
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}
const advertiserColumns = sql`accounts.id as "advertiserId", accounts.company as "company",
  accounts.first_name as "firstName", accounts.last_name as "lastName", accounts.email as "email"`;

export interface EndingCampaignRow extends CampaignAdvertiser, Delivery {
  id: number;
  name: string;
  endDate: Date | string;
  purchaseModel: PurchaseModel;
  targetImpressions: number;
  targetClicks: number;
}

/** Campaigns in progress whose end falls by `endingBy`, soonest first, with all they delivered so far. */
export async function campaignsEnding(
  db: Db,
  scope: Scope,
  now: Date,
  endingBy: Date,
  limit: number,
): Promise<EndingCampaignRow[]> {
  const rows = await queryRows<
    Omit<EndingCampaignRow, keyof Delivery | 'targetImpressions' | 'targetClicks'> &
      DeliveryText & { targetImpressions: string; targetClicks: string }
  >(
    db,
    sql`select campaigns.id as "id", campaigns.name as "name", campaigns.end_date as "endDate",
        campaigns.purchase_model as "purchaseModel",
        campaigns.target_impressions::text as "targetImpressions",
        campaigns.target_clicks::text as "targetClicks",
        delivered.impressions::text as "impressions", delivered.clicks::text as "clicks",
        ${advertiserColumns}
      from campaigns join accounts on accounts.id = campaigns.advertiser_id ${deliveredSoFar}
      where ${inProgress(now)} and campaigns.end_date <= ${instant(endingBy)} and ${own(scope)}
      order by campaigns.end_date, campaigns.id
      limit ${limit}`,
  );
  return rows.map((row) => ({
    ...row,
    ...deliveryOf(row),
    targetImpressions: Number(row.targetImpressions),
    targetClicks: Number(row.targetClicks),
  }));
}

export interface TopCampaignRow extends CampaignAdvertiser, Delivery {
  id: number;
  name: string;
}

/** The campaigns with the most impressions over `range` (ties by id), with their clicks. */
export async function topCampaigns(
  db: Db,
  scope: Scope,
  range: DayRange,
  limit: number,
): Promise<TopCampaignRow[]> {
  const rows = await queryRows<Omit<TopCampaignRow, keyof Delivery> & DeliveryText>(
    db,
    sql`with ranked as (
        select campaign_statistics.campaign_id, sum(campaign_statistics.impressions) as impressions,
          sum(campaign_statistics.clicks) as clicks
        from campaign_statistics join campaigns on campaigns.id = campaign_statistics.campaign_id
        where campaign_statistics.date between ${day(range.from)} and ${day(range.to)} and ${own(scope)}
        group by campaign_statistics.campaign_id
        having sum(campaign_statistics.impressions) > 0
        order by sum(campaign_statistics.impressions) desc, campaign_statistics.campaign_id
        limit ${limit}
      )
      select campaigns.id as "id", campaigns.name as "name",
        ranked.impressions::text as "impressions", ranked.clicks::text as "clicks", ${advertiserColumns}
      from ranked join campaigns on campaigns.id = ranked.campaign_id
        join accounts on accounts.id = campaigns.advertiser_id
      order by ranked.impressions desc, ranked.campaign_id`,
  );
  return rows.map((row) => ({ ...row, ...deliveryOf(row) }));
}
