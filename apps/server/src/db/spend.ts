import { EVERY_CLICK_CONVERTS } from '@adcontrol/domain/rules/delivered-cost';
import { type SQL, sql } from 'drizzle-orm';

/** The columns that price a campaign's delivery; by default those of the `campaigns` row in the query. */
export interface PricingColumns {
  model: SQL;
  unitPrice: SQL;
  conversionRate: SQL;
}

const CAMPAIGN_PRICING: PricingColumns = {
  model: sql`campaigns.purchase_model`,
  unitPrice: sql`campaigns.unit_price`,
  conversionRate: sql`campaigns.conversion_rate`,
};

/**
 * What a campaign's delivery has cost, in its currency: the SQL twin of the domain's `deliveredCost`
 * (rules/delivered-cost.ts), held equal by a property test. Numeric arithmetic, so nothing is lost before the
 * final rounding. Home, the Control list, expenses, the advertiser overview and decks price delivery with it.
 */
export function deliveredCost(
  delivered: { impressions: SQL; clicks: SQL },
  pricing: PricingColumns = CAMPAIGN_PRICING,
): SQL {
  return sql`(case ${pricing.model}
    when 'CPM' then ${delivered.impressions} * ${pricing.unitPrice} / 1000
    when 'CPA' then ${delivered.clicks} * coalesce(${pricing.conversionRate}, ${sql.raw(String(EVERY_CLICK_CONVERTS))}) * ${pricing.unitPrice} / 100
    else ${delivered.clicks} * ${pricing.unitPrice}
  end)`;
}
