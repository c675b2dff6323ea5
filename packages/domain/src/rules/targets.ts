import type { PurchaseModel } from '../shared/enums';
import { countsImpressions } from './delivery-metric';

/** SPEC 9: the network expects 2 clicks per 100 impressions, so impressions are clicks divided by 0.02. */
export const CLICK_RATE = 0.02;

export function clicksToImpressions(clicks: number): number {
  return Math.round(clicks / CLICK_RATE);
}

export function impressionsToClicks(impressions: number): number {
  return Math.floor(Number((impressions * CLICK_RATE).toPrecision(12)));
}

export type Targets = { readonly impressions: number; readonly clicks: number };

/**
 * What a budget buys at a unit price. CPM prices a thousand impressions; CPC prices a click, converted to
 * impressions at the 2% rate. CPA and CPE price an action or an engagement, which the network delivers and
 * counts like clicks, so they convert the same way (docs/decisions/006). Only whole units are bought.
 */
export function targetsFor(model: PurchaseModel, budget: number, unitPrice: number): Targets {
  if (!(budget > 0) || !(unitPrice > 0) || !Number.isFinite(budget)) return { impressions: 0, clicks: 0 };
  if (countsImpressions(model)) {
    const impressions = wholeUnits((budget / unitPrice) * 1000);
    return { impressions, clicks: impressionsToClicks(impressions) };
  }
  const clicks = wholeUnits(budget / unitPrice);
  return { impressions: clicksToImpressions(clicks), clicks };
}

/** Floors after cutting binary noise, so 1.2 / 0.4 buys 3 units and not 2.9999999999999996. */
function wholeUnits(amount: number): number {
  return Math.floor(Number(amount.toPrecision(12)));
}
