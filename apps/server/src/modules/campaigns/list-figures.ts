import type { CampaignSortField } from '@adcontrol/domain/campaigns/campaign';
import { CURRENCIES, type Currency } from '@adcontrol/domain/shared/enums';
import { type SQL, sql } from 'drizzle-orm';
import { deliveredUnitsSql } from '../../db/delivery-metric';
import { type FlightSql, neededCappingSql } from '../../db/needed-capping';
import type { ExchangeRates } from './exchange-rates';

/**
 * What the Control list reads besides the campaign (docs/decisions/024, 068): every figure a column sorts by is a
 * stored column, of the campaign (its generated days and current capping) or of its `campaign_delivery` row (kept by
 * `delivery-totals-repository.ts` and the triggers of migration 0018), so what is shown is what is sorted by and a
 * sort reads the column's index in order. The rest of a row (days left, delivered and target in the campaign's
 * metric, progress, CTR) the service works out from these with the domain's rules.
 */
export const ROLLUP_FIGURES = {
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  progress: 'progress',
  spent: 'spent',
  cpm: 'cpm',
  cpc: 'cpc',
  yesterdayImpressions: 'yesterday_impressions',
  yesterdayClicks: 'yesterday_clicks',
  neededCapping: 'needed_capping',
} as const;

/**
 * A currency's rate as an SQL literal. The rates are the server's own (its configuration), never a caller's, so
 * they are written into the text: the list's select list is then the same text for every request and is rendered
 * once (`list-repository.ts`, docs/decisions/068).
 */
export function rateLiteral(rates: ExchangeRates, currency: Currency): SQL {
  const rate = rates.perUsd[currency];
  if (!(Number.isFinite(rate) && rate > 0)) throw new Error(`No usable rate for ${currency}`);
  return sql.raw(`'${String(rate)}'::numeric`);
}

/** The budget in US dollars at the configured rates, exact (numeric); the service rounds it to the cent. */
export function budgetUsd(rates: ExchangeRates): SQL {
  const cases = CURRENCIES.map(
    (currency) => sql`when '${sql.raw(currency)}' then ${rateLiteral(rates, currency)}`,
  );
  return sql`(campaigns.budget_total / (case campaigns.currency ${sql.join(cases, sql` `)} end))`;
}

/** Progress and capping count impressions for CPM campaigns and clicks for the rest (rules/delivery-metric.ts). */
const delivered = deliveredUnitsSql({
  impressions: sql`campaign_delivery.impressions`,
  clicks: sql`campaign_delivery.clicks`,
});
const target = deliveredUnitsSql({
  impressions: sql`campaigns.target_impressions`,
  clicks: sql`campaigns.target_clicks`,
});

/**
 * One campaign's needed capping on the network day `today`, computed (not the stored one, which is of the day the
 * rollup was last rolled to): what the capping check of a delivery setting compares with.
 */
export function neededCapping(today: string): SQL {
  const flight: FlightSql = {
    today: sql`${today}::date`,
    start: sql`campaigns.start_date`,
    end: sql`campaigns.end_date`,
  };
  return neededCappingSql(flight, { target, delivered });
}

/** The sort columns read from the delivery rollup: a page sorted by anything else does not join it. */
export const DELIVERY_SORTS = new Set<CampaignSortField>([
  'progress',
  'neededCapping',
  'impressions',
  'clicks',
  'ctr',
  'yesterdayImpressions',
  'yesterdayClicks',
  'spent',
  'cpm',
  'cpc',
  'sellerName',
  'advertiserName',
]);

/** The columns every sortable field but the budget in dollars sorts by, each with an index and the id. */
const SORT_COLUMNS: Record<Exclude<CampaignSortField, 'budgetUsd'>, string> = {
  name: 'lower(campaigns.name)',
  status: 'campaigns.status',
  source: 'campaigns.source',
  startDate: 'campaigns.start_date',
  endDate: 'campaigns.end_date',
  days: 'campaigns.days',
  currentCapping: 'campaigns.current_capping',
  targetImpressions: 'campaigns.target_impressions',
  targetClicks: 'campaigns.target_clicks',
  budget: 'campaigns.budget_total',
  product: 'lower(campaigns.product)',
  country: 'campaigns.country',
  weight: 'campaigns.optimization_weight',
  progress: 'campaign_delivery.progress',
  neededCapping: 'campaign_delivery.needed_capping',
  impressions: 'campaign_delivery.impressions',
  clicks: 'campaign_delivery.clicks',
  ctr: 'campaign_delivery.ctr',
  yesterdayImpressions: 'campaign_delivery.yesterday_impressions',
  yesterdayClicks: 'campaign_delivery.yesterday_clicks',
  spent: 'campaign_delivery.spent',
  cpm: 'campaign_delivery.cpm',
  cpc: 'campaign_delivery.cpc',
  sellerName: 'lower(campaign_delivery.seller_name)',
  advertiserName: 'lower(campaign_delivery.advertiser_name)',
};

/**
 * What a sortable column sorts by; names are compared case-insensitively. The budget in dollars has no column of its
 * own: the page merges it per currency (`list-page.ts`).
 */
export function sortExpression(field: Exclude<CampaignSortField, 'budgetUsd'>): SQL {
  return sql.raw(SORT_COLUMNS[field]);
}
