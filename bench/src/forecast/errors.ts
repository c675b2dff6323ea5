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
  const middle = errors.length / 2;
  const median =
    errors.length === 0
      ? Number.NaN
      : errors.length % 2
        ? (errors[Math.floor(middle)] ?? 0)
        : ((errors[middle - 1] ?? 0) + (errors[middle] ?? 0)) / 2;
  return {
    campaigns: counted.length,
    mape: errors.reduce((sum, error) => sum + error, 0) / Math.max(1, errors.length),
    medianApe: median,
    coverage: ranged.length > 0 ? inside.length / ranged.length : null,
  };
}
