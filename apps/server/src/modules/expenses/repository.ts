import type { PerUsd } from '@adcontrol/domain/expenses/contracts';
import { CURRENCIES, type Currency } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { exchangeRates } from '../../db/schema';
import { deliveredCost } from '../../db/spend';
import type { ExchangeRates } from '../campaigns/exchange-rates';
import { inScope, type Scope } from '../scope/scope';

export interface Period {
  from: string;
  to: string;
}

/** A campaign's spend in the period as stored figures give it, unrounded. */
export interface CampaignSpendRow {
  id: number;
  name: string;
  advertiserId: number;
  advertiser: string;
  sellerId: number | null;
  seller: string | null;
  country: string;
  currency: Currency;
  budget: number;
  spent: number;
  usd: number;
  spentToDate: number;
  sharedWithAdvertiser: boolean;
}

export interface RateRow {
  currency: Currency;
  /** The day the rate was loaded for; null when none was and the configured table applied. */
  date: string | null;
  perUsd: number;
}

const accountLabel = (alias: string) =>
  sql.raw(`coalesce(nullif(${alias}.company, ''), nullif(trim(concat_ws(' ', ${alias}.first_name,
    ${alias}.last_name)), ''), ${alias}.email)`);

/**
 * A seller is a person, often one of several of the same company (three sellers of "Andes Media"): their name,
 * then the company in brackets; whichever of the two the account has, else the e-mail.
 */
const sellerLabel = (alias: string) =>
  sql.raw(`coalesce(nullif(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), '') ||
    coalesce(' (' || nullif(trim(${alias}.company), '') || ')', ''), nullif(trim(${alias}.company), ''), ${alias}.email)`);

/**
 * Each day's spend of every campaign in scope that delivered in the period, with the rate it converts at
 * (docs/decisions/038). A day's spend is what the capped running total grew by that day, so a campaign that
 * reached its budget spends nothing more, exactly as `campaign_delivery.spent` caps it. The running total starts
 * at the campaign's first day, hence the days before the period are read too (one index range per campaign).
 * The rate is the one loaded for the day or the nearest earlier day (one step down the key), else the
 * configured table's.
 */
function ratedDays(scope: Scope, period: Period, fallback: ExchangeRates): SQL {
  const fallbackRows = sql.join(
    CURRENCIES.map((currency) => sql`(${currency}, ${fallback.perUsd[currency]}::numeric)`),
    sql`, `,
  );
  const cost = deliveredCost({ impressions: sql`daily.impressions`, clicks: sql`daily.clicks` });
  return sql`with daily as (
      select s.campaign_id, s.date, sum(s.impressions)::numeric as impressions, sum(s.clicks)::numeric as clicks
      from campaign_statistics s
      where s.date <= ${period.to}
        and s.campaign_id in (
          select distinct delivered.campaign_id from campaign_statistics delivered
          join campaigns on campaigns.id = delivered.campaign_id
          where delivered.date between ${period.from} and ${period.to}
            and ${inScope(scope, sql`campaigns.advertiser_id`)})
      group by s.campaign_id, s.date
    ), running as (
      select daily.campaign_id, daily.date, campaigns.currency,
        least(campaigns.budget_total, sum(${cost}) over (partition by daily.campaign_id order by daily.date))
          as capped
      from daily join campaigns on campaigns.id = daily.campaign_id
    ), spent as (
      select campaign_id, date, currency, capped,
        capped - coalesce(lag(capped) over (partition by campaign_id order by date), 0) as amount
      from running
    ), fallback(currency, per_usd) as (values ${fallbackRows})
    select spent.campaign_id, spent.date, spent.currency, spent.capped, spent.amount,
      rate.date as rate_date, coalesce(rate.per_usd, fallback.per_usd) as per_usd
    from spent
    join fallback on fallback.currency = spent.currency
    left join lateral (
      select r.date, r.per_usd from exchange_rates r
      where r.currency = spent.currency and r.date <= spent.date
      order by r.date desc limit 1
    ) rate on true
    where spent.date >= ${period.from}`;
}

/** Every campaign in scope that spent in the period, with its spend in its currency and in US dollars. */
export async function campaignSpend(
  db: Db,
  scope: Scope,
  period: Period,
  fallback: ExchangeRates,
): Promise<CampaignSpendRow[]> {
  const rows = await queryRows<Record<string, string | number | boolean | null>>(
    db,
    sql`with rated as (${ratedDays(scope, period, fallback)}),
      totals as (
        select campaign_id, sum(amount) as spent, sum(amount / per_usd) as usd, max(capped) as spent_to_date
        from rated group by campaign_id having sum(amount) > 0
      )
      select c.id, c.name, c.advertiser_id as "advertiserId", ${accountLabel('advertiser')} as advertiser,
        c.seller_id as "sellerId", case when seller.id is null then null else ${sellerLabel('seller')} end
          as seller,
        c.country, c.currency, c.budget_total::text as budget, c.report_consumption as "sharedWithAdvertiser",
        totals.spent::text as spent, totals.usd::text as usd, totals.spent_to_date::text as "spentToDate"
      from totals
      join campaigns c on c.id = totals.campaign_id
      join accounts advertiser on advertiser.id = c.advertiser_id
      left join accounts seller on seller.id = c.seller_id
      order by totals.usd desc, c.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    advertiserId: Number(row.advertiserId),
    advertiser: String(row.advertiser),
    sellerId: row.sellerId === null ? null : Number(row.sellerId),
    seller: row.seller === null ? null : String(row.seller),
    country: String(row.country),
    currency: row.currency as Currency,
    budget: Number(row.budget),
    spent: Number(row.spent),
    usd: Number(row.usd),
    spentToDate: Number(row.spentToDate),
    sharedWithAdvertiser: row.sharedWithAdvertiser === true,
  }));
}

/** The distinct rates the period's spend was converted with. */
export async function usedRates(
  db: Db,
  scope: Scope,
  period: Period,
  fallback: ExchangeRates,
): Promise<RateRow[]> {
  const rows = await queryRows<{ currency: Currency; date: string | null; perUsd: string }>(
    db,
    sql`with rated as (${ratedDays(scope, period, fallback)})
      select distinct currency, rate_date::text as date, per_usd::text as "perUsd"
      from rated where amount > 0
      order by currency, date nulls first`,
  );
  return rows.map((row) => ({ currency: row.currency, date: row.date, perUsd: Number(row.perUsd) }));
}

/** Loads a day's rates, replacing the currencies given; answers the day's rates before and after. */
export async function upsertRates(
  db: Db,
  date: string,
  perUsd: PerUsd,
): Promise<{ before: PerUsd; after: PerUsd }> {
  const before = await ratesOf(db, date);
  const values = Object.entries(perUsd).map(([currency, rate]) => ({
    currency: currency as Currency,
    date,
    perUsd: rate as number,
  }));
  await db
    .insert(exchangeRates)
    .values(values)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.date],
      set: { perUsd: sql`excluded.per_usd`, updatedAt: sql`now()` },
    });
  return { before, after: await ratesOf(db, date) };
}

async function ratesOf(db: Db, date: string): Promise<PerUsd> {
  const rows = await queryRows<{ currency: Currency; perUsd: string }>(
    db,
    sql`select currency, per_usd::text as "perUsd" from exchange_rates where date = ${date} order by currency`,
  );
  return Object.fromEntries(rows.map((row) => [row.currency, Number(row.perUsd)]));
}
