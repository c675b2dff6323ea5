/** One campaign's forecast against what it delivered. */
export interface Outcome {
  actual: number;
  expected: number;
  /** The forecast's range, when it gives one. */
  low?: number;
  high?: number;
}

export interface ErrorSummary {
  campaigns: number;
  /** Mean absolute percentage error. */
  mape: number;
  /** Median absolute percentage error. */
  medianApe: number;
  /** Share of campaigns whose delivery fell inside the range; null when no range was given. */
  coverage: number | null;
  /** Median width of the range against the expected figure, in percent: coverage bought by width shows here. */
  medianWidth: number | null;
}

/** |forecast - actual| / actual, in percent; campaigns that delivered nothing of it are left out. */
export function summarize(outcomes: readonly Outcome[]): ErrorSummary {
  const counted = outcomes.filter((outcome) => outcome.actual > 0);
  const errors = counted
    .map((outcome) => (Math.abs(outcome.expected - outcome.actual) / outcome.actual) * 100)
    .sort((a, b) => a - b);
  const ranged = counted.filter((outcome) => outcome.low !== undefined && outcome.high !== undefined);
  const inside = ranged.filter(
    (outcome) => (outcome.low ?? 0) <= outcome.actual && outcome.actual <= (outcome.high ?? 0),
  );
  const widths = ranged
    .filter((outcome) => outcome.expected > 0)
    .map((outcome) => (((outcome.high ?? 0) - (outcome.low ?? 0)) / outcome.expected) * 100)
    .sort((a, b) => a - b);
  return {
    campaigns: counted.length,
    mape: errors.reduce((sum, error) => sum + error, 0) / Math.max(1, errors.length),
    medianApe: medianOf(errors),
    coverage: ranged.length > 0 ? inside.length / ranged.length : null,
    medianWidth: widths.length > 0 ? medianOf(widths) : null,
  };
}

/** The median of values sorted ascending. */
function medianOf(sorted: readonly number[]): number {
  if (sorted.length === 0) return Number.NaN;
  const middle = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(middle)] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
