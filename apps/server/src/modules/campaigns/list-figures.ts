import type { CampaignSortField } from '@adcontrol/domain/campaigns/campaign';
import { CURRENCIES } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import { sellerLabelSql } from '../../db/seller-label';
import type { ExchangeRates } from './exchange-rates';

/**
 * The Control list's computed columns as SQL over `campaigns` joined to its `campaign_delivery` row
 * (docs/decisions/024, `delivery-totals.ts` keeps the stored ones): the same expression sorts the list and fills
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
const isCpm = sql`campaigns.purchase_model = 'CPM'`;
/** The network (-03:00) calendar day of an instant column. */
const networkDate = (column: SQL) => sql`((${column} at time zone 'UTC') - interval '3 hours')::date`;
const startDay = networkDate(sql`campaigns.start_date`);
const endDay = networkDate(sql`campaigns.end_date`);

/** Progress and capping count impressions for CPM campaigns and clicks for the rest (rules/targets.ts). */
const delivered = sql`(case when ${isCpm} then ${impressions} else ${clicks} end)`;
const target = sql`(case when ${isCpm} then campaigns.target_impressions else campaigns.target_clicks end)`;

function perUsd(rates: ExchangeRates): SQL {
  const cases = CURRENCIES.map(
    (currency) => sql`when ${currency} then ${String(rates.perUsd[currency])}::numeric`,
  );
  return sql`(case campaigns.currency ${sql.join(cases, sql` `)} end)`;
}

const remainingDays = (today: string) =>
  sql`greatest(0, ${endDay} - greatest(${today}::date, ${startDay}) + 1)`;

/**
 * The daily delivery, in the campaign's metric, that still reaches its target over the remaining days (0 once
 * reached or ended): the Control list's needed capping, which SPEC 5 holds the current capping under.
 */
export function neededCapping(today: string): SQL {
  const remaining = remainingDays(today);
  return sql`(case when ${remaining} > 0
      then ceil(greatest(0, ${target} - ${delivered})::numeric / ${remaining}) else 0 end)`;
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
    currentCapping: sql`(case when ${isCpm} then campaigns.capping_impressions else campaigns.capping_clicks end)`,
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

/** What each sortable column sorts by; names are compared case-insensitively. */
export function sortExpression(field: CampaignSortField, computed: Figures): SQL {
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
      return sql`lower((select ${sellerLabelSql(accounts)} from accounts
        where accounts.id = campaigns.seller_id))`;
    default:
      return computed[field];
  }
}

/** An account's shown name: its company, else its first name (as a campaign shows it). */
export function accountName(column: 'advertiser_id' | 'seller_id'): SQL {
  return sql`(select coalesce(nullif(trim(accounts.company), ''), accounts.first_name) from accounts
    where accounts.id = campaigns.${sql.identifier(column)})`;
}
