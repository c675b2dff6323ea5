import { percentile } from '../report/figures';
import { type StalenessSample, stalenessSamples } from '../users/list-prober';

export interface StalenessVerdict {
  boundMs: number;
  samples: number;
  /** Writes another instance's list had not shown by the bound, with the reads that were stale past it. */
  violations: StalenessSample[];
  visibleAfterMs: { p50: number; p95: number; max: number };
  /** Writes whose writer's first read back, carrying the write's WAL position, did not show it (decision 070). */
  ownChangeMissing: number;
}

/** No list answer staler than its bound: every write seen through another instance within `boundMs`. */
export function judgeStaleness(boundMs: number): StalenessVerdict {
  const seen = stalenessSamples
    .map((sample) => sample.visibleAfterMs)
    .filter((ms): ms is number => ms !== null)
    .sort((a, b) => a - b);
  return {
    boundMs,
    samples: stalenessSamples.length,
    violations: stalenessSamples.filter(
      (sample) =>
        sample.visibleAfterMs === null || sample.visibleAfterMs > boundMs || sample.staleReadsPastBound > 0,
    ),
    visibleAfterMs: {
      p50: percentile(seen, 0.5),
      p95: percentile(seen, 0.95),
      max: seen[seen.length - 1] ?? 0,
    },
    ownChangeMissing: stalenessSamples.filter((sample) => !sample.isFirstReadCurrent).length,
  };
}
