import type { Campaign, DeliveryMetric } from '@adcontrol/domain/campaigns/campaign';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import type { PurchaseModel } from '@adcontrol/domain/shared/enums';

const DAY_MS = 86_400_000;

/** Capping and progress count impressions for CPM campaigns and clicks for the rest (decision 024). */
export function metricOf(model: PurchaseModel): DeliveryMetric {
  return model === 'CPM' ? 'impressions' : 'clicks';
}

export interface NeededCapping {
  metric: DeliveryMetric;
  /** The daily delivery, in `metric`, that reaches the target over the network days left (0 once reached). */
  value: number;
}

/**
 * The Control list's needed capping (decision 024, `list-figures.ts`), from what the campaign delivered so far:
 * what is left of the target over the network days left, today included, rounded up.
 */
export function neededCapping(
  campaign: Pick<Campaign, 'purchaseModel' | 'target' | 'startDate' | 'endDate'>,
  delivered: { impressions: number; clicks: number },
  now: Date = new Date(),
): NeededCapping {
  const metric = metricOf(campaign.purchaseModel);
  const day = (value: string | Date) => Date.parse(`${networkDay(value)}T00:00:00Z`);
  const from = Math.max(day(now), day(campaign.startDate));
  const remaining = Math.max(0, Math.round((day(campaign.endDate) - from) / DAY_MS) + 1);
  const left = Math.max(0, campaign.target[metric] - delivered[metric]);
  return { metric, value: remaining > 0 ? Math.ceil(left / remaining) : 0 };
}
