import { SOURCES } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bigId, createdAt, oneOf } from '../../db/columns';

/**
 * Changes waiting to reach a delivery server (ARCHITECTURE 8; docs/decisions/030). Each row is written in the same
 * transaction as the change in our tables, and the delivery worker sends a campaign's rows to each server in id
 * order, retrying with backoff until the server confirms. `key` is the idempotency key the server honours, so a
 * row is applied once even when a confirmation is lost and it is sent again. Not tied to the campaign by a
 * foreign key: an unlink must still reach the server after the campaign is removed here.
 */
export const deliveryOutbox = pgTable(
  'delivery_outbox',
  {
    id: bigId(),
    key: uuid('key').notNull().defaultRandom().unique('delivery_outbox_key_key'),
    campaignId: integer('campaign_id').notNull(),
    server: text('server', { enum: SOURCES }).notNull(),
    /** What to tell the server (modules/delivery/changes.ts). */
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull().defaultNow(),
    /** A worker holds the row until then while it sends it; another worker leaves it alone. */
    lockedUntil: at('locked_until'),
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    /**
     * Set when the server refused the change for good (a 4xx, several times): the worker leaves it aside, later
     * changes go on, and an admin retries or drops it (docs/decisions/031).
     */
    failedAt: at('failed_at'),
    /** The request that queued the change (its `x-request-id`); null for the seed and background work. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('delivery_outbox_pending_idx')
      .on(t.campaignId, t.server, t.id)
      .where(sql`${t.deliveredAt} is null`),
    check('delivery_outbox_server_check', oneOf(t.server, SOURCES)),
  ],
);
