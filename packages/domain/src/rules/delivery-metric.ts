import type { PurchaseModel } from '../shared/enums';

/** What a campaign's delivery is counted in. */
export const DELIVERY_METRICS = ['impressions', 'clicks'] as const;
export type DeliveryMetric = (typeof DELIVERY_METRICS)[number];

/**
 * The models sold by the thousand impressions (SPEC 9): their delivery, progress and capping count impressions.
 * Every other model (CPC, CPA, CPE) is delivered and counted as clicks (docs/decisions/006, 024).
 */
export const IMPRESSION_MODELS: readonly PurchaseModel[] = ['CPM'];

/** Whether a campaign of this model counts its delivery in impressions (otherwise in clicks). */
export function countsImpressions(model: PurchaseModel): boolean {
  return IMPRESSION_MODELS.includes(model);
}

/** What a campaign of this model is sold by, and so what its progress, target and capping count. */
export function deliveryMetric(model: PurchaseModel): DeliveryMetric {
  return countsImpressions(model) ? 'impressions' : 'clicks';
}

/** The figure of a pair that the model counts: delivered units, a target, a capping (db/delivery-metric.ts in SQL). */
export function deliveredUnits<T>(
  model: PurchaseModel,
  figures: { readonly impressions: T; readonly clicks: T },
): T {
  return figures[deliveryMetric(model)];
}
