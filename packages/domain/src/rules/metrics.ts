/** SPEC 9: CTR is shown with 2 decimals, other percentages with 1. */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  const rounded = Math.round((value + Number.EPSILON * Math.sign(value)) * factor) / factor;
  return rounded === 0 ? 0 : rounded;
}

export const roundCtr = (value: number) => roundTo(value, 2);
export const roundPercentage = (value: number) => roundTo(value, 1);

/** Click-through rate in percent, 2 decimals; 0 when nothing was shown. */
export function ctr(clicks: number, impressions: number): number {
  return impressions > 0 ? roundCtr((clicks / impressions) * 100) : 0;
}

/** The network's click-to-impression conversion: clicks divided by 0.02 (SPEC 9). */
export const CLICK_RATE = 0.02;

export function clicksToImpressions(clicks: number): number {
  return Math.round(clicks / CLICK_RATE);
}

/** Share of `part` in `whole` as a percentage with 1 decimal, capped at 100 for progress bars elsewhere. */
export function percentage(part: number, whole: number): number {
  return whole > 0 ? roundPercentage((part / whole) * 100) : 0;
}
