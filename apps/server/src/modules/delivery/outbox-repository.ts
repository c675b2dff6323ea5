import type { Source } from '@adcontrol/domain/shared/enums';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryOutbox } from '../../db/schema';
import { currentRequestId } from '../system/request-context';
import type { DeliveryChange } from './changes';

export type OutboxRow = typeof deliveryOutbox.$inferSelect;
type OutboxChange = Partial<
  Pick<OutboxRow, 'attempts' | 'deliveredAt' | 'failedAt' | 'lastError' | 'lockedUntil' | 'nextAttemptAt'>
>;

/** How long a worker holds an entry it is sending before another worker may take it. */
const LEASE_MS = 30_000;

/**
 * Queues changes for a server. Call it with the transaction that makes the change in our tables. Each keeps the
 * id of the request it was made for, which the worker logs when it delivers it.
 */
export async function enqueue(
  tx: Db,
  campaignId: number,
  server: Source,
  changes: readonly DeliveryChange[],
): Promise<void> {
  if (changes.length === 0) return;
  const requestId = currentRequestId();
  await tx.insert(deliveryOutbox).values(
    changes.map((change) => ({
      campaignId,
      server,
      change: change as Record<string, unknown>,
      requestId,
    })),
  );
}

/** A campaign's changes not yet confirmed by their server, oldest first. */
export function pendingOf(db: Db, campaignId: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(deliveryOutbox)
    .where(and(eq(deliveryOutbox.campaignId, campaignId), isNull(deliveryOutbox.deliveredAt)))
    .orderBy(asc(deliveryOutbox.id));
}

/**
 * Takes the oldest unconfirmed entry of each campaign and server (up to `limit`) that is due and not held by
 * another worker, and holds it for a lease. Only a head is ever taken, so a campaign's changes reach each server in
 * order. `skip locked` lets every instance claim at once: an entry another instance is claiming right now is left
 * to it.
 */
export function claimHeads(db: Db, now: Date, limit: number): Promise<OutboxRow[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const heads = sql`select distinct on (campaign_id, server) id from delivery_outbox
    where delivered_at is null and failed_at is null
    order by campaign_id, server, id
    limit ${limit}`;
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

/** Records an attempt on an entry this worker holds: confirmed, or failed and when to try again. */
export async function updateEntry(db: Db, id: number, change: OutboxChange): Promise<void> {
  await db.update(deliveryOutbox).set(change).where(eq(deliveryOutbox.id, id));
}
