import type { AudienceFilters, AudienceOptions } from '@adcontrol/domain/audiences/audience';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from '../../db/columns';
import { nameKeyOf } from '../../db/name-key';
import { accounts } from '../accounts/schema';

export const audiences = pgTable(
  'audiences',
  {
    id: id(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What makes two names the same (docs/decisions/046): unique per owner. */
    nameKey: text('name_key')
      .notNull()
      .generatedAlwaysAs(() => nameKeyOf('name')),
    filters: jsonb('filters').$type<AudienceFilters>().notNull(),
    options: jsonb('options').$type<AudienceOptions>().notNull().default({ ignoreMultiplier: false }),
    /** The audience's count when it was last saved; null when counts were not available then. */
    size: bigint('size', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('audiences_owner_id_idx').on(t.ownerId),
    uniqueIndex('audiences_owner_name_key').on(t.ownerId, t.nameKey),
  ],
);
