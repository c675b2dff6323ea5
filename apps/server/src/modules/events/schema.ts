import { boolean, index, inet, pgTable, text } from 'drizzle-orm/pg-core';
import { bigId, createdAt } from '../../db/columns';
import { accountRef } from '../accounts/schema';

export const loginEvents = pgTable(
  'login_events',
  {
    id: bigId(),
    accountId: accountRef('account_id'),
    /** As typed at sign-in, also kept when no account matched. */
    email: text('email').notNull(),
    success: boolean('success').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    actingAccountId: accountRef('acting_account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_events_account_id_created_at_idx').on(t.accountId, t.createdAt),
    index('login_events_created_at_idx').on(t.createdAt),
  ],
);
