import type { Source } from '@adcontrol/domain/shared/enums';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryOutbox } from '../../db/schema';
import { type DeliveryChange, deliveryChange } from './changes';
import { applyChange, DeliveryRefusedError, type DeliveryServers } from './delivery-server';

export type OutboxRow = typeof deliveryOutbox.$inferSelect;

export interface RetryPolicy {
  /** The wait after the first failure; each further failure doubles it. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
}

/** How long a worker holds an entry it is sending before another worker may take it. */
const LEASE_MS = 30_000;
/** A change its server refused this many times in a row is set aside for an admin (docs/decisions/031). */
export const REFUSALS_BEFORE_FAILED = 5;
const BATCH = 50;

/** Queues changes for a server. Call it with the transaction that makes the change in our tables. */
export async function enqueue(
  tx: Db,
  campaignId: number,
  server: Source,
  changes: readonly DeliveryChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx
    .insert(deliveryOutbox)
    .values(changes.map((change) => ({ campaignId, server, change: change as Record<string, unknown> })));
}

/** A campaign's changes not yet confirmed by their server, oldest first. */
export function pendingOf(db: Db, campaignId: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(deliveryOutbox)
    .where(and(eq(deliveryOutbox.campaignId, campaignId), isNull(deliveryOutbox.deliveredAt)))
    .orderBy(asc(deliveryOutbox.id));
}

/** The wait before attempt `attempts + 1`: doubling from the base, capped, with up to a fifth of jitter. */
export function backoffMs(attempts: number, policy: RetryPolicy, random = Math.random): number {
  const exact = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exact * (1 - random() * 0.2));
}

/**
 * Takes the oldest unconfirmed entry of each campaign and server that is due and not held by another worker,
 * and holds it for a lease. Only a head is ever taken, so a campaign's changes reach each server in order.
 * `skip locked` lets every instance claim at once: an entry another instance is claiming right now is left to it.
 */
function claimHeads(db: Db, now: Date): Promise<OutboxRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const heads = sql`select distinct on (campaign_id, server) id from delivery_outbox
    where delivered_at is null and failed_at is null
    order by campaign_id, server, id
    limit ${BATCH}`;
  const free = sql`select id from delivery_outbox
    where id in (${heads}) and delivered_at is null and next_attempt_at <= ${at}
      and (locked_until is null or locked_until <= ${at})
    for update skip locked`;
  return db
    .update(deliveryOutbox)
    .set({ lockedUntil: new Date(now.getTime() + LEASE_MS) })
    .where(sql`${deliveryOutbox.id} in (${free})`)
    .returning();
}

export interface DeliveryRound {
  delivered: number;
  failed: number;
  /** Changes refused so often that they now wait for an admin; absent when none was. */
  setAside?: number;
}

/**
 * One pass of the outbox worker: sends every due head entry to its server and marks it confirmed, or records
 * the failure and when to try again. A change never leaves the outbox unconfirmed.
 */
export async function deliverDue(
  db: Db,
  servers: DeliveryServers,
  policy: RetryPolicy,
  now = new Date(),
): Promise<DeliveryRound> {
  const round: DeliveryRound = { delivered: 0, failed: 0 };
  const claimed = await claimHeads(db, now);
  await Promise.all(
    claimed.map(async (entry) => {
      try {
        const change = deliveryChange.parse(entry.change);
        await applyChange(servers[entry.server], entry.campaignId, change, entry.key);
        await db
          .update(deliveryOutbox)
          .set({ deliveredAt: new Date(), lockedUntil: null, attempts: entry.attempts + 1 })
          .where(eq(deliveryOutbox.id, entry.id));
        round.delivered += 1;
      } catch (error) {
        const attempts = entry.attempts + 1;
        const setAside = error instanceof DeliveryRefusedError && attempts >= REFUSALS_BEFORE_FAILED;
        await db
          .update(deliveryOutbox)
          .set({
            attempts,
            lockedUntil: null,
            lastError: describe(error),
            nextAttemptAt: new Date(now.getTime() + backoffMs(attempts, policy)),
            ...(setAside ? { failedAt: now } : {}),
          })
          .where(eq(deliveryOutbox.id, entry.id));
        round.failed += 1;
        if (setAside) round.setAside = (round.setAside ?? 0) + 1;
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
