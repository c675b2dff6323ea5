import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { deliveredCost } from '@adcontrol/domain/rules/delivered-cost';
import { deliveredUnits } from '@adcontrol/domain/rules/delivery-metric';
import { ctr, percentage, roundTo } from '@adcontrol/domain/rules/rounding';
import type { DailyRow } from '../../../components/charts/daily-row';
import { type DayRange, daysOf } from '../../../lib/day-range';

export interface Delivery {
  impressions: number;
  clicks: number;
}

/** One line of a breakdown: what it is, and its delivery. */
export interface BreakdownRow extends Delivery {
  key: string;
  label: string;
  ctr: number;
}

/** Every day of the range, days without delivery as zeros, so the chart's bars keep their places. */
export function dailyRows(points: readonly ({ date: string } & Delivery)[], range: DayRange): DailyRow[] {
  const byDay = new Map<string, Delivery>();
  for (const point of points) {
    const day = byDay.get(point.date) ?? { impressions: 0, clicks: 0 };
    byDay.set(point.date, {
      impressions: day.impressions + point.impressions,
      clicks: day.clicks + point.clicks,
    });
  }
  return daysOf(range).map((date) => {
    const { impressions, clicks } = byDay.get(date) ?? { impressions: 0, clicks: 0 };
    return { date, impressions, clicks, ctr: ctr(clicks, impressions) };
  });
}

/** Points summed per key (a creative, a source), most impressions first. */
export function breakdown<P extends Delivery>(
  points: readonly P[],
  keyOf: (point: P) => string | null,
  labelOf: (key: string) => string,
): BreakdownRow[] {
  const sums = new Map<string, Delivery>();
  for (const point of points) {
    const key = keyOf(point);
    if (key === null) continue;
    const sum = sums.get(key) ?? { impressions: 0, clicks: 0 };
    sums.set(key, { impressions: sum.impressions + point.impressions, clicks: sum.clicks + point.clicks });
  }
  return [...sums]
    .map(([key, sum]) => ({ key, label: labelOf(key), ...sum, ctr: ctr(sum.clicks, sum.impressions) }))
    .sort((a, b) => b.impressions - a.impressions || a.label.localeCompare(b.label));
}

type Priced = Pick<Campaign, 'purchaseModel' | 'unitPrice' | 'conversionRate' | 'budget' | 'target'>;

/**
 * What the delivery so far has cost, as Home and the Control list count it (rules/delivered-cost.ts): CPM per
 * thousand impressions, CPA per action at the campaign's conversion rate, the others per click; never past the
 * budget.
 */
export function spendOf(campaign: Priced, delivered: Delivery): number {
  const pricing = {
    model: campaign.purchaseModel,
    unitPrice: campaign.unitPrice,
    conversionRate: campaign.conversionRate,
  };
  return roundTo(Math.min(campaign.budget.total, deliveredCost(pricing, delivered)), 2);
}

/** How much of what was bought is delivered: impressions for CPM, clicks otherwise; 1 decimal. */
export function progressOf(campaign: Priced, delivered: Delivery): number {
  const model = campaign.purchaseModel;
  return percentage(deliveredUnits(model, delivered), deliveredUnits(model, campaign.target));
}
