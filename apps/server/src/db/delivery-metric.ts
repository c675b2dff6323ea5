import { IMPRESSION_MODELS } from '@adcontrol/domain/rules/delivery-metric';
import { type SQL, sql } from 'drizzle-orm';

/** Models as SQL string literals: constants of the rule, so the expression stays the same text every time. */
const impressionModels = sql.raw(IMPRESSION_MODELS.map((model) => `'${model}'`).join(', '));

/**
 * The SQL twin of `countsImpressions` (packages/domain/src/rules/delivery-metric.ts), over a purchase-model
 * column, by default the campaign's; delivery-metric.test.ts holds the two equal.
 */
export function countsImpressionsSql(model: SQL = sql`campaigns.purchase_model`): SQL {
  return sql`(${model} in (${impressionModels}))`;
}

/** The SQL twin of `deliveredUnits`: of a pair of figures, the one the campaign's model counts. */
export function deliveredUnitsSql(
  figures: { impressions: SQL; clicks: SQL },
  model: SQL = sql`campaigns.purchase_model`,
): SQL {
  return sql`(case when ${countsImpressionsSql(model)} then ${figures.impressions} else ${figures.clicks} end)`;
}
