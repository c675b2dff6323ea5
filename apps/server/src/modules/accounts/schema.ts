import { LANGUAGES, ROLES } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from '../../db/columns';

/** A reference to an account that outlives it: the account's removal leaves null. */
export const accountRef = (name: string) =>
  integer(name).references(() => accounts.id, { onDelete: 'set null' });

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    role: text('role', { enum: ROLES }).notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    company: text('company'),
    language: text('language', { enum: LANGUAGES }).notNull().default('es'),
    timezone: text('timezone').notNull().default('UTC'),
    avatar: text('avatar'),
    /** ISO 3166-1 alpha-2. */
    country: text('country'),
    /** The seller, super seller or other account this one hangs from in the sales tree. */
    parentId: integer('parent_id').references((): AnyPgColumn => accounts.id, { onDelete: 'set null' }),
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_lower_key').on(sql`lower(${t.email})`),
    index('accounts_parent_id_idx').on(t.parentId),
    index('accounts_role_country_idx').on(t.role, t.country),
    check('accounts_role_check', oneOf(t.role, ROLES)),
    check('accounts_language_check', oneOf(t.language, LANGUAGES)),
    check('accounts_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('accounts_parent_not_self_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

/** SPEC advertisersLinked: advertisers an account may work for besides those in its own subtree. */
export const accountAdvertiserLinks = pgTable(
  'account_advertiser_links',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.advertiserId] }),
    index('account_advertiser_links_advertiser_id_idx').on(t.advertiserId),
    check('account_advertiser_links_not_self_check', sql`${t.accountId} <> ${t.advertiserId}`),
  ],
);
