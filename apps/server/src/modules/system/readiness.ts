import type { Database } from '../../db/client';
import { withTimeout } from './with-timeout';

/** How long the database may take to answer `select 1` before the instance reads as not ready. */
export const READINESS_TIMEOUT_MS = 1_000;

export type Readiness =
  | { isReady: true }
  | { isReady: false; reason: 'draining' | 'database-unreachable' | 'database-timeout' };

/**
 * Whether this instance should be sent traffic (docs/decisions/066): not while it drains for a shutdown, and
 * only when its database answers within READINESS_TIMEOUT_MS. Draining is asked again after the database
 * answers, so a check that began just before the shutdown does not report ready.
 */
export async function readiness(
  database: Pick<Database, 'ping'>,
  isDraining: () => boolean,
  timeoutMs = READINESS_TIMEOUT_MS,
): Promise<Readiness> {
  if (isDraining()) return { isReady: false, reason: 'draining' };
  const answer = await withTimeout(
    database.ping().then((isReachable) => (isReachable ? 'ok' : 'unreachable')),
    timeoutMs,
    'timeout',
  );
  if (isDraining()) return { isReady: false, reason: 'draining' };
  if (answer === 'unreachable') return { isReady: false, reason: 'database-unreachable' };
  if (answer === 'timeout') return { isReady: false, reason: 'database-timeout' };
  return { isReady: true };
}
