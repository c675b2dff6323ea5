import { index, inet, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt } from '../../db/columns';

export const activityLog = pgTable(
  'activity_log',
  {
    id: bigId(),
    /**
     * Plain ids, no foreign keys: the log outlives the accounts it names and no row of it is ever rewritten,
     * not even by a deletion's `set null` (docs/decisions/034; a trigger refuses UPDATE and DELETE).
     */
    accountId: integer('account_id'),
    actingAccountId: integer('acting_account_id'),
    /** `<entity>.<past-tense verb>`, e.g. `campaign.created`. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** The address the change came from (the request's, as the proxy settings trust it). */
    ip: inet('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_at_idx').on(t.createdAt),
    index('activity_log_acting_account_id_idx').on(t.actingAccountId),
    index('activity_log_account_id_idx').on(t.accountId),
    index('activity_log_entity_idx').on(t.entityType, t.entityId),
  ],
);
