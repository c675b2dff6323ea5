/** The range a forecast gives covers the peers from their 10th to their 90th percentile, widened when few. */
export const LOW_QUANTILE = 0.1;
export const HIGH_QUANTILE = 0.9;
/** From this many peers on, their percentiles are taken as they are; below it the range is widened. */
export const RELIABLE_PEERS = 20;
/** A range is never narrower than this share of its middle either side: no sample is that sure. */
export const MIN_RELATIVE_SPREAD = 0.1;

export interface Spread {
  low: number;
  median: number;
  high: number;
  widened: boolean;
}

/** The `q` quantile of values sorted ascending, interpolated between neighbours (type 7, as R and NumPy). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const lower = sorted[below] ?? 0;
  const upper = sorted[Math.min(below + 1, sorted.length - 1)] ?? lower;
  return lower + (upper - lower) * (position - below);
}

/**
 * The median of a sample and the range around it. With fewer than RELIABLE_PEERS values, the distances from the
 * median to the percentiles are stretched by sqrt(RELIABLE_PEERS / n) (twice as wide with 5 peers): a small
 * sample's extremes understate how far a new campaign can land. Never below zero.
 */
export function spreadOf(values: readonly number[]): Spread {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const median = quantile(sorted, 0.5);
  const widened = sorted.length < RELIABLE_PEERS;
  const stretch = widened ? Math.sqrt(RELIABLE_PEERS / Math.max(1, sorted.length)) : 1;
  const least = Math.abs(median) * MIN_RELATIVE_SPREAD;
  const below = Math.max(least, (median - quantile(sorted, LOW_QUANTILE)) * stretch);
  const above = Math.max(least, (quantile(sorted, HIGH_QUANTILE) - median) * stretch);
  return { low: Math.max(0, median - below), median, high: median + above, widened };
}
