import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deliveryChange } from './changes';
import { applyChange, DeliveryRefusedError, type DeliveryServers } from './delivery-server';
import { claimHeads, updateEntry } from './outbox-repository';

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

/** A change its server refused this many times in a row is set aside for an admin (docs/decisions/031). */
export const REFUSALS_BEFORE_FAILED = 5;
const BATCH = 50;

/** The wait before attempt `attempts + 1`: doubling from the base, capped, with up to a fifth of jitter. */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exact = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exact * (1 - random() * 0.2));
}

export interface DeliveryRound {
  delivered: number;
  failed: number;
  /** Changes refused so often that they now wait for an admin; absent when none was. */
  setAside?: number;
}

/** Where the worker says what became of each change; a test's round may go without. */
export type DeliveryLog = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/**
 * One pass of the outbox worker: sends every due head entry to its server and marks it confirmed, or records
 * the failure and when to try again. A change never leaves the outbox unconfirmed. Each outcome is logged with
 * the id of the request that queued the change, so one write can be followed to the server (decision 066).
 */
export async function deliverDue(
  db: Db,
  servers: DeliveryServers,
  policy: RetryPolicy,
  now = new Date(),
  log?: DeliveryLog,
): Promise<DeliveryRound> {
  const round: DeliveryRound = { delivered: 0, failed: 0 };
  const claimed = await claimHeads(db, now, BATCH);
  await Promise.all(
    claimed.map(async (entry) => {
      const attempts = entry.attempts + 1;
      const fields = {
        changeId: entry.id,
        campaignId: entry.campaignId,
        server: entry.server,
        type: entry.change.type,
        requestId: entry.requestId,
        attempts,
      };
      try {
        const change = deliveryChange.parse(entry.change);
        await applyChange(servers[entry.server], entry.campaignId, change, entry.key);
        await updateEntry(db, entry.id, { deliveredAt: new Date(), lockedUntil: null, attempts });
        round.delivered += 1;
        log?.info(fields, 'delivery change confirmed');
      } catch (error) {
        const setAside = error instanceof DeliveryRefusedError && attempts >= REFUSALS_BEFORE_FAILED;
        const retryInMs = backoffMs(attempts, policy);
        const lastError = describe(error);
        await updateEntry(db, entry.id, {
          attempts,
          lockedUntil: null,
          lastError,
          nextAttemptAt: new Date(now.getTime() + retryInMs),
          ...(setAside ? { failedAt: now } : {}),
        });
        round.failed += 1;
        if (setAside) round.setAside = (round.setAside ?? 0) + 1;
        log?.warn(
          { ...fields, error: lastError, ...(setAside ? { setAside } : { retryInMs }) },
          setAside ? 'delivery change refused for good' : 'delivery change failed',
        );
      }
    }),
  );
  return round;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 300);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return `${error.message}${cause}`.slice(0, 300);
}
