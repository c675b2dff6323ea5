import type { PurchaseModel } from '../shared/enums';
import { CLICK_RATE, clicksToImpressions } from './metrics';

/**
 * What a budget buys at a unit price. CPM prices a thousand impressions; CPC prices a click, converted to
 * impressions at the network's 2% rate. CPA and CPE price an action or an engagement, which the network
 * delivers and counts like clicks, so they convert the same way (docs/decisions/006).
 */
export function targetsFor(
  model: PurchaseModel,
  budget: number,
  unitPrice: number,
): { impressions: number; clicks: number } {
  if (!(budget > 0) || !(unitPrice > 0)) return { impressions: 0, clicks: 0 };
  if (model === 'CPM') {
    const impressions = Math.floor((budget / unitPrice) * 1000);
    return { impressions, clicks: Math.floor(impressions * CLICK_RATE) };
  }
  const clicks = Math.floor(budget / unitPrice);
  return { impressions: clicksToImpressions(clicks), clicks };
}
