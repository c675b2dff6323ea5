import type { PurchaseModel } from '../shared/enums';
import { type DateInput, networkDay } from './date-format';
import { type DeliveryMetric, deliveryMetric } from './delivery-metric';

const DAY_MS = 86_400_000;

/** A network day as a day count, so two of them subtract to whole days. */
const dayNumber = (instant: DateInput) => Date.parse(`${networkDay(instant)}T00:00:00Z`) / DAY_MS;

/** Network days left of a flight at `now`, today included: all of them while it awaits, 0 once it ended. */
export function daysLeft(start: DateInput, end: DateInput, now: DateInput): number {
  return Math.max(0, dayNumber(end) - Math.max(dayNumber(now), dayNumber(start)) + 1);
}

export interface NeededCapping {
  metric: DeliveryMetric;
  /** The daily delivery, in `metric`, that reaches the target over the network days left (0 once reached). */
  value: number;
}

type Figures = { readonly impressions: number; readonly clicks: number };

/**
 * The needed capping (SPEC 3, 5; docs/decisions/024): what is left of the target, in the unit the campaign is
 * sold by, over the network days left, rounded up; 0 once reached or ended. The current capping must stay under
 * it. db/needed-capping.ts is its SQL twin, which sorts the Control list.
 */
export function neededCapping(
  campaign: {
    readonly purchaseModel: PurchaseModel;
    readonly target: Figures;
    readonly startDate: DateInput;
    readonly endDate: DateInput;
  },
  delivered: Figures,
  now: DateInput = new Date(),
): NeededCapping {
  const metric = deliveryMetric(campaign.purchaseModel);
  const remaining = daysLeft(campaign.startDate, campaign.endDate, now);
  const left = Math.max(0, campaign.target[metric] - delivered[metric]);
  return { metric, value: remaining > 0 ? Math.ceil(left / remaining) : 0 };
}
