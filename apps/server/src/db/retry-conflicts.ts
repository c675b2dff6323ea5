import { codeOf, someCause } from './error-causes';

/**
 * SQLSTATEs PostgreSQL asks the application to answer by running the transaction again: a deadlock it broke by
 * rolling one side back (40P01) and a serialization failure (40001). Nothing of the rolled-back attempt stays.
 */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 4;

export function isRetryableConflict(error: unknown): boolean {
  return someCause(error, (cause) => RETRYABLE.has(codeOf(cause) ?? ''));
}

/**
 * Makes the database's top-level `transaction` run the work again when PostgreSQL rolled it back for a deadlock
 * or a serialization failure (decision 069), after a short random pause so the two sides do not meet again.
 * The soak run found a campaign save deadlocking with the rollup's refresh under concurrent writes. Work inside a
 * transaction writes only to the database (and the outbox in it), so running it again is safe.
 */
// biome-ignore lint/suspicious/noExplicitAny: drizzle's transaction signature, whatever its driver
export function retryConflicts<D extends { transaction(...args: any[]): Promise<unknown> }>(db: D): D {
  const transaction = db.transaction.bind(db);
  const retrying = async (...args: Parameters<D['transaction']>) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await transaction(...args);
      } catch (error) {
        if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  };
  return Object.assign(db, { transaction: retrying });
}
