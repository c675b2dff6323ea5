/** SPEC 9: CTR shows 2 decimals, other percentages 1. */
export const CTR_DECIMALS = 2;
export const PERCENTAGE_DECIMALS = 1;

/**
 * Rounds half away from zero to `decimals` places. The scaled value is first cut to 15 significant digits
 * so binary noise does not decide the half (1.005 * 100 is 100.49999999999999 in floating point).
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

export function roundCtr(value: number): number {
  return roundTo(value, CTR_DECIMALS);
}

export function roundPercentage(value: number): number {
  return roundTo(value, PERCENTAGE_DECIMALS);
}

/** Click-through rate in percent, 2 decimals; 0 when nothing was shown. */
export function ctr(clicks: number, impressions: number): number {
  return impressions > 0 ? roundCtr((clicks / impressions) * 100) : 0;
}

/** `part` as a percentage of `total`, 1 decimal; 0 when the total is 0. */
export function percentage(part: number, total: number): number {
  return total !== 0 ? roundPercentage((part / total) * 100) : 0;
}
