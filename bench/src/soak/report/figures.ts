import type { FaultWindow } from '../faults';
import type { RequestRecord } from '../http/recorder';

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface RouteFigures {
  group: string;
  requests: number;
  /** Latency (ms) of the requests that began outside every fault window, and of those inside one. */
  outside: Latency;
  during: Latency;
  status4xx: number;
  /** 5xx and answers that never came (status 0). */
  failures: number;
}

/** A request's place in the run: outside every fault, inside one, or in the recovery grace after one. */
export type Phase = 'outside' | 'fault' | 'recovery';

export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

function latencyOf(records: readonly RequestRecord[]): Latency {
  const sorted = records.map((record) => record.end - record.start).sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
  };
}

export const isFailure = (status: number) => status === 0 || status >= 500;

/**
 * Where a request falls: in a fault when it overlaps the fault's window, in its recovery when it overlaps the
 * `graceMs` after the window ends (what was in flight, the balancer's retry pause), else outside.
 */
export function phaseOf(record: RequestRecord, windows: readonly FaultWindow[], graceMs: number): Phase {
  let phase: Phase = 'outside';
  for (const window of windows) {
    const end = window.end ?? Number.POSITIVE_INFINITY;
    if (record.start <= end && record.end >= window.start) return 'fault';
    if (record.start <= end + graceMs && record.end >= end) phase = 'recovery';
  }
  return phase;
}

export function routeFigures(
  records: readonly RequestRecord[],
  windows: readonly FaultWindow[],
  graceMs: number,
): RouteFigures[] {
  const groups = new Map<string, RequestRecord[]>();
  for (const record of records) groups.set(record.group, [...(groups.get(record.group) ?? []), record]);
  return [...groups.entries()]
    .map(([group, list]) => ({
      group,
      requests: list.length,
      outside: latencyOf(list.filter((record) => phaseOf(record, windows, graceMs) === 'outside')),
      during: latencyOf(list.filter((record) => phaseOf(record, windows, graceMs) !== 'outside')),
      status4xx: list.filter((record) => record.status >= 400 && record.status < 500).length,
      failures: list.filter((record) => isFailure(record.status)).length,
    }))
    .sort((a, b) => b.requests - a.requests);
}

export interface ErrorClasses {
  total: number;
  ok: number;
  /** Refusals a client expects (validation, conflicts, sessions ended, rate limits), by status. */
  expected4xx: Record<string, number>;
  /** 5xx and no answer, by phase. */
  failures: Record<Phase, number>;
  /** Shares of all requests, percent. */
  rates: { expected4xx: number; failuresOutside: number; failuresAll: number };
}

export function errorClasses(
  records: readonly RequestRecord[],
  windows: readonly FaultWindow[],
  graceMs: number,
): ErrorClasses {
  const expected4xx: Record<string, number> = {};
  const failures: Record<Phase, number> = { outside: 0, fault: 0, recovery: 0 };
  let ok = 0;
  for (const record of records) {
    if (record.status >= 200 && record.status < 400) ok += 1;
    else if (record.status >= 400 && record.status < 500) {
      expected4xx[record.status] = (expected4xx[record.status] ?? 0) + 1;
    } else failures[phaseOf(record, windows, graceMs)] += 1;
  }
  const share = (count: number) => (records.length ? Math.round((count / records.length) * 10_000) / 100 : 0);
  const all4xx = Object.values(expected4xx).reduce((sum, count) => sum + count, 0);
  return {
    total: records.length,
    ok,
    expected4xx,
    failures,
    rates: {
      expected4xx: share(all4xx),
      failuresOutside: share(failures.outside),
      failuresAll: share(failures.outside + failures.fault + failures.recovery),
    },
  };
}

/** The failures outside every fault window: each one a product defect to look at. */
export function failuresOutside(
  records: readonly RequestRecord[],
  windows: readonly FaultWindow[],
  graceMs: number,
): RequestRecord[] {
  return records.filter(
    (record) => isFailure(record.status) && phaseOf(record, windows, graceMs) === 'outside',
  );
}

/** The first answer after a fault ended that shows the thing works again, in ms after the end. */
export function firstSuccessAfter(
  records: readonly RequestRecord[],
  window: FaultWindow,
  matches: (record: RequestRecord) => boolean,
): number | null {
  if (window.end === null) return null;
  const end = window.end;
  const ends = records
    .filter((record) => record.start >= end && record.status >= 200 && record.status < 300 && matches(record))
    .map((record) => record.end - end);
  return ends.length ? Math.min(...ends) : null;
}
