import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, bigId, createdAt, oneOf } from '../../db/columns';
import { accounts } from '../accounts/schema';

export const ONE_TIME_TOKEN_PURPOSES = ['email_confirmation', 'password_reset'] as const;

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_key'),
    /** Every token rotated from the same sign-in shares a family; reusing a spent token revokes the family. */
    familyId: uuid('family_id').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The admin signed into `accountId` (impersonation), or null. */
    actingAccountId: integer('acting_account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_account_id_idx').on(t.accountId),
  ],
);

/** Single-use links sent by e-mail: account confirmation and password reset. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigId(),
    tokenHash: text('token_hash').notNull().unique('one_time_tokens_token_hash_key'),
    purpose: text('purpose', { enum: ONE_TIME_TOKEN_PURPOSES }).notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_account_id_purpose_idx').on(t.accountId, t.purpose),
    check('one_time_tokens_purpose_check', oneOf(t.purpose, ONE_TIME_TOKEN_PURPOSES)),
  ],
);
