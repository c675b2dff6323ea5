import { soakQuery } from '../database';
import type { FaultWindow } from '../faults';
import type { RequestRecord } from '../http/recorder';
import { firstSuccessAfter } from './figures';

export interface Recovery {
  kind: string;
  description: string;
  /** Seconds after the users started. */
  startSecond: number;
  /** When the cause was taken away (the instance or simulator started again, Redis or PostgreSQL let through). */
  restoredSecond: number;
  /** From then to the first success that shows the thing works again, ms; null: none seen. */
  recoveryMs: number | null;
  /** What that first success was. */
  evidence: string;
  failuresDuring: number;
}

const SIGN_IN = (record: RequestRecord) =>
  record.group === 'auth.signIn' || record.group === 'probe.recoverySignIn';

/** Time to recover after each fault: the first success after the fault ends, measured where the fault was felt. */
export async function recoveries(
  windows: readonly FaultWindow[],
  records: readonly RequestRecord[],
  postgresUrl: string,
  zero: number,
): Promise<Recovery[]> {
  const result: Recovery[] = [];
  for (const window of windows) {
    const restoredAt = window.restoredAt ?? window.start + window.seconds * 1000;
    const restored = { ...window, end: restoredAt };
    let recoveryMs: number | null = null;
    let evidence = '';
    if (window.kind === 'instance' || window.kind === 'sigterm') {
      recoveryMs = firstSuccessAfter(records, restored, (record) => record.upstream === window.upstream);
      evidence = `first 2xx answered by ${window.upstream} through the balancer`;
      if (recoveryMs === null && window.end !== null) {
        // Back after the users stopped (a late fault of a short run): its readiness is all there is to see.
        recoveryMs = window.end - restoredAt;
        evidence = `${window.upstream} ready again (no request reached it before the users stopped)`;
      }
    } else if (window.kind === 'simulator') {
      const [row] = await soakQuery<{ first: Date | null }>(
        postgresUrl,
        'select min(delivered_at) as first from delivery_outbox where delivered_at >= $1',
        [new Date(restoredAt)],
      ).catch(() => [{ first: null }]);
      recoveryMs = row?.first ? row.first.getTime() - restoredAt : null;
      evidence = 'first outbox change confirmed by a delivery server';
      if (recoveryMs === null && window.end !== null) {
        // Nothing was waiting to be delivered: the simulator answering is all there is to see.
        recoveryMs = window.end - restoredAt;
        evidence = 'simulator answers its health check (no change was waiting)';
      }
    } else if (window.kind === 'redis') {
      recoveryMs = firstSuccessAfter(records, restored, SIGN_IN);
      evidence = 'first sign-in (it counts its attempts in Redis)';
    } else {
      recoveryMs = firstSuccessAfter(records, restored, SIGN_IN);
      evidence = 'first sign-in (it reads the account from the database)';
    }
    const end = window.end ?? Number.POSITIVE_INFINITY;
    result.push({
      kind: window.kind,
      description: window.description,
      startSecond: Math.round((window.start - zero) / 100) / 10,
      restoredSecond: Math.round((restoredAt - zero) / 100) / 10,
      recoveryMs,
      evidence,
      failuresDuring: records.filter(
        (record) =>
          (record.status === 0 || record.status >= 500) && record.start <= end && record.end >= window.start,
      ).length,
    });
  }
  return result;
}
