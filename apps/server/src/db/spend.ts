import { type SQL, sql } from 'drizzle-orm';

/**
 * What a campaign's delivery has cost, in its currency (docs/decisions/011), over the row of `campaigns`: CPM
 * per thousand impressions, CPC and CPE per click, CPA per action, actions being clicks at the conversion rate
 * (every click when it has none). Numeric arithmetic, so nothing is lost before the final rounding. Home and the
 * Control list price delivery with this one expression.
 */
export function deliveredCost(delivered: { impressions: SQL; clicks: SQL }): SQL {
  return sql`(case campaigns.purchase_model
    when 'CPM' then ${delivered.impressions} * campaigns.unit_price / 1000
    when 'CPA' then ${delivered.clicks} * coalesce(campaigns.conversion_rate, 100) * campaigns.unit_price / 100
    else ${delivered.clicks} * campaigns.unit_price
  end)`;
}
