import type { CampaignFormat, PurchaseModel } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networkDaySql } from '../../db/network-day';
import { queryRows } from '../../db/query-rows';
import { type DayProfile, FLAT_PROFILE } from './daily-curve';
import type { History } from './model';
import type { PeerFacts } from './peers';

/** How far back a forecast reads delivery: half a year before its cut-off day. */
export const HISTORY_DAYS = 180;

export interface HistoryQuery {
  /** The first day not read (`YYYY-MM-DD`): today for a live forecast, the campaign's start in the backtest. */
  cutoff: string;
  /** A campaign left out of the history (the one the backtest forecasts). */
  excludeId?: number | null;
}

interface PeerRow extends Record<string, unknown> {
  id: number;
  country: string;
  format: CampaignFormat;
  model: PurchaseModel;
  impressions: string;
  clicks: string;
  daily_goal_impressions: number | null;
  daily_goal_clicks: number | null;
  flight_days_read: number;
  conversion_rate: number | null;
  reach_devices: string | null;
  reach_impressions: string | null;
  first_day: string;
  last_day: string;
}

/**
 * What every campaign delivered in the HISTORY_DAYS before the cut-off (docs/decisions/036): its delivery and the
 * days of its flight in that period (from its start, or the first day the network kept, to its end or the day
 * before the cut-off), its goals per day, and its latest reach with the impressions it took. Across all accounts:
 * only figures that describe the network leave this module, never a campaign.
 */
export async function readHistory(db: Db, query: HistoryQuery): Promise<History> {
  const excluded = query.excludeId ?? 0;
  const from = sql`(${query.cutoff}::date - ${HISTORY_DAYS}::int)`;
  const cutoff = sql`${query.cutoff}::date`;
  const rows = await queryRows<PeerRow>(
    db,
    sql`with kept as (
      select greatest(${from}, min(date)) as first_day from campaign_statistics
    ), delivered as (
      select campaign_id, sum(impressions)::bigint as impressions, sum(clicks)::bigint as clicks,
        min(date) as first_day, max(date) as last_day
      from campaign_statistics
      where date >= ${from} and date < ${cutoff} and campaign_id <> ${excluded}
      group by campaign_id
    ), flights as (
      select c.id, c.country, c.format, c.purchase_model, c.conversion_rate::float8 as conversion_rate,
        c.target_impressions, c.target_clicks, ${networkDaySql(sql`c.start_date`)} as start_day,
        ${networkDaySql(sql`c.end_date`)} as end_day
      from campaigns c join delivered d on d.campaign_id = c.id
    )
    select f.id, f.country, f.format, f.purchase_model as model, d.impressions, d.clicks,
      f.conversion_rate, d.first_day::text, d.last_day::text,
      f.target_impressions::float8 / (f.end_day - f.start_day + 1) as daily_goal_impressions,
      f.target_clicks::float8 / (f.end_day - f.start_day + 1) as daily_goal_clicks,
      greatest(0, least(f.end_day, ${cutoff} - 1) - greatest(f.start_day, kept.first_day) + 1) as flight_days_read,
      r.devices as reach_devices, r.impressions as reach_impressions
    from flights f join delivered d on d.campaign_id = f.id cross join kept
    left join lateral (
      select latest.cumulative_devices as devices,
        (select sum(s.impressions) from campaign_statistics s
          where s.campaign_id = f.id and s.date <= latest.date)::bigint as impressions
      from (select date, cumulative_devices from campaign_reach
        where campaign_id = f.id and date < ${cutoff} order by date desc limit 1) latest
    ) r on true
    order by f.id`,
  );
  const peers = rows.map(toPeer);
  const days = rows.flatMap((row) => [row.first_day, row.last_day]).sort();
  const period = days.length > 0 ? { from: days[0] as string, to: days[days.length - 1] as string } : null;
  return { peers, period, profile: await readDayProfile(db, query) };
}

function toPeer(row: PeerRow): PeerFacts {
  const devices = row.reach_devices === null ? null : Number(row.reach_devices);
  const reachImpressions = row.reach_impressions === null ? null : Number(row.reach_impressions);
  return {
    id: row.id,
    country: row.country,
    format: row.format,
    model: row.model,
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    dailyGoal: { impressions: row.daily_goal_impressions ?? 0, clicks: row.daily_goal_clicks ?? 0 },
    flightDaysRead: row.flight_days_read,
    conversionRate: row.conversion_rate,
    reach: devices !== null && reachImpressions !== null ? { devices, impressions: reachImpressions } : null,
  };
}

interface ProfileRow extends Record<string, unknown> {
  kind: 'weekday' | 'age';
  key: number;
  value: number;
}

/**
 * The network's day profile over the same period: each campaign-day's impressions against that campaign's own
 * daily mean, averaged by ISO weekday (from its third day on) and by the campaign's first and second days.
 */
async function readDayProfile(db: Db, query: HistoryQuery): Promise<DayProfile> {
  const excluded = query.excludeId ?? 0;
  const rows = await queryRows<ProfileRow>(
    db,
    sql`with daily as (
      select campaign_id, date, sum(impressions)::float8 as impressions from campaign_statistics
      where date >= (${query.cutoff}::date - ${HISTORY_DAYS}::int) and date < ${query.cutoff}::date
        and campaign_id <> ${excluded}
      group by campaign_id, date
    ), relative as (
      select d.date, d.date - ${networkDaySql(sql`c.start_date`)} as age,
        d.impressions / nullif(avg(d.impressions) over (partition by d.campaign_id), 0) as ratio
      from daily d join campaigns c on c.id = d.campaign_id
    )
    select 'weekday' as kind, extract(isodow from date)::int as key, avg(ratio)::float8 as value
      from relative where age >= 2 group by 2
    union all
    select 'age', least(age, 2)::int, avg(ratio)::float8 from relative where age >= 0 group by 2`,
  );
  return profileOf(rows);
}

/** Weekdays scaled to average 1; the ramp as the first two days against the days after. */
function profileOf(rows: readonly ProfileRow[]): DayProfile {
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map(
    (day) => rows.find((row) => row.kind === 'weekday' && row.key === day)?.value ?? null,
  );
  const ageOf = (age: number) => rows.find((row) => row.kind === 'age' && row.key === age)?.value ?? null;
  const settled = ageOf(2);
  if (weekdays.some((value) => value === null || !(value > 0)) || !settled) return FLAT_PROFILE;
  const known = weekdays as number[];
  const mean = known.reduce((sum, value) => sum + value, 0) / known.length;
  return {
    weekday: known.map((value) => value / mean),
    ramp: [(ageOf(0) ?? settled) / settled, (ageOf(1) ?? settled) / settled],
  };
}
