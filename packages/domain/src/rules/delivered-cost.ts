import type { PurchaseModel } from '../shared/enums';

/** Decision 006: a CPA campaign with no conversion rate counts every click as an action (percent). */
export const EVERY_CLICK_CONVERTS = 100;

/** What prices a campaign's delivery. */
export interface Pricing {
  readonly model: PurchaseModel;
  readonly unitPrice: number;
  /** Percent of clicks that are actions; CPA only, every click when null or absent. */
  readonly conversionRate?: number | null;
}

/**
 * What delivery costs at the unit price, in the campaign's currency (docs/decisions/011): CPM per thousand
 * impressions, CPA per action (clicks at the conversion rate), CPC and CPE per click. Not capped by the budget:
 * the caller bills at most the budget. `db/spend.ts` is its SQL twin, held equal by a property test.
 */
export function deliveredCost(
  pricing: Pricing,
  delivered: { readonly impressions: number; readonly clicks: number },
): number {
  switch (pricing.model) {
    case 'CPM':
      return (delivered.impressions * pricing.unitPrice) / 1000;
    case 'CPA':
      return (delivered.clicks * (pricing.conversionRate ?? EVERY_CLICK_CONVERTS) * pricing.unitPrice) / 100;
    default:
      return delivered.clicks * pricing.unitPrice;
  }
}
