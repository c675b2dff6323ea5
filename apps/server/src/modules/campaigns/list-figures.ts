import type { CampaignSortField } from '@adcontrol/domain/campaigns/campaign';
import { CURRENCIES } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import { deliveredUnitsSql } from '../../db/delivery-metric';
import { daysLeftSql, type FlightSql, neededCappingSql } from '../../db/needed-capping';
import { networkDaySql } from '../../db/network-day';
import type { ExchangeRates } from './exchange-rates';

/**
 * The Control list's computed columns as SQL over `campaigns` joined to its `campaign_delivery` row
 * (docs/decisions/024, `delivery-totals-repository.ts` keeps the stored ones): the same expression sorts the list and fills
 * the row, so what is shown is what is sorted by. Values stay exact (numeric); the service rounds them with the shared rules.
 */
export interface FigureInputs {
  /** The network day of the request (`YYYY-MM-DD`). */
  today: string;
  rates: ExchangeRates;
}

// Every campaign has its rollup row (an inner join), and each figure that can be stored is a plain column of it,
// so a sort by it reads the column's index in order.
const impressions = sql`campaign_delivery.impressions`;
const clicks = sql`campaign_delivery.clicks`;
const startDay = networkDaySql(sql`campaigns.start_date`);
const endDay = networkDaySql(sql`campaigns.end_date`);

/** Progress and capping count impressions for CPM campaigns and clicks for the rest (rules/delivery-metric.ts). */
const delivered = deliveredUnitsSql({ impressions, clicks });
const target = deliveredUnitsSql({
  impressions: sql`campaigns.target_impressions`,
  clicks: sql`campaigns.target_clicks`,
});

function perUsd(rates: ExchangeRates): SQL {
  const cases = CURRENCIES.map(
    (currency) => sql`when ${currency} then ${String(rates.perUsd[currency])}::numeric`,
  );
  return sql`(case campaigns.currency ${sql.join(cases, sql` `)} end)`;
}

const flight = (today: string): FlightSql => ({
  today: sql`${today}::date`,
  start: sql`campaigns.start_date`,
  end: sql`campaigns.end_date`,
});
const remainingDays = (today: string) => daysLeftSql(flight(today));

/** The Control list's needed capping (rules/needed-capping.ts), which SPEC 5 holds the current capping under. */
export function neededCapping(today: string): SQL {
  return neededCappingSql(flight(today), { target, delivered });
}

/**
 * Every computed figure of a row, by the name it is returned under. The yesterday figures are the rollup's, which
 * the list first brings to `yesterday` (`rollYesterday`).
 */
export function figures({ today, rates }: FigureInputs) {
  const remaining = remainingDays(today);
  return {
    days: sql`(${endDay} - ${startDay})`,
    remainingDays: remaining,
    currentCapping: deliveredUnitsSql({
      impressions: sql`campaigns.capping_impressions`,
      clicks: sql`campaigns.capping_clicks`,
    }),
    neededCapping: neededCapping(today),
    impressions,
    clicks,
    ctr: sql`campaign_delivery.ctr`,
    yesterdayImpressions: sql`campaign_delivery.yesterday_impressions`,
    yesterdayClicks: sql`campaign_delivery.yesterday_clicks`,
    delivered,
    target,
    progress: sql`campaign_delivery.progress`,
    spent: sql`campaign_delivery.spent`,
    perUsd: perUsd(rates),
    budgetUsd: sql`(campaigns.budget_total / ${perUsd(rates)})`,
    cpm: sql`campaign_delivery.cpm`,
    cpc: sql`campaign_delivery.cpc`,
  } satisfies Record<string, SQL>;
}

export type Figures = ReturnType<typeof figures>;

/**
 * What each sortable column sorts by; names are compared case-insensitively. The seller's label is the
 * repository's, which reads the accounts table.
 */
export function sortExpression(field: CampaignSortField, computed: Figures, sellerLabel: SQL): SQL {
  switch (field) {
    case 'name':
      return sql`lower(campaigns.name)`;
    case 'status':
      return sql`campaigns.status`;
    case 'source':
      return sql`campaigns.source`;
    case 'startDate':
      return sql`campaigns.start_date`;
    case 'endDate':
      return sql`campaigns.end_date`;
    case 'targetImpressions':
      return sql`campaigns.target_impressions`;
    case 'targetClicks':
      return sql`campaigns.target_clicks`;
    case 'budget':
      return sql`campaigns.budget_total`;
    case 'product':
      return sql`lower(campaigns.product)`;
    case 'country':
      return sql`campaigns.country`;
    case 'weight':
      return sql`campaigns.optimization_weight`;
    case 'advertiserName':
      return sql`lower(${accountName('advertiser_id')})`;
    case 'sellerName':
      return sql`lower(${sellerLabel})`;
    default:
      return computed[field];
  }
}

/** An account's shown name: its company, else its first name (as a campaign shows it). */
export function accountName(column: 'advertiser_id' | 'seller_id'): SQL {
  return sql`(select coalesce(nullif(trim(accounts.company), ''), accounts.first_name) from accounts
    where accounts.id = campaigns.${sql.identifier(column)})`;
}
