import { CURRENCIES } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf, updatedAt } from '../../db/columns';
import { accountRef, accounts } from '../accounts/schema';
import { campaigns } from '../campaigns/schema';

export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A payment an advertiser made (docs/decisions/037): its method is a row of `payment_methods`, the campaigns it
 * covers are rows of `payment_campaigns`, and only admins move it out of pending.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    methodId: integer('method_id')
      .notNull()
      .references((): AnyPgColumn => paymentMethods.id, { onDelete: 'restrict' }),
    /** The day the advertiser paid, as they state it. */
    paidOn: date('paid_on', { mode: 'string' }).notNull().defaultNow(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** Why an admin rejected (or approved) it, when they said. */
    statusReason: text('status_reason'),
    reviewedBy: accountRef('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    /** Bank or processor reference of the transfer. */
    reference: text('reference'),
    /** Storage key of the proof of payment (PDF, XLSX or DOCX), in the private `payment-proofs` folder. */
    proofFile: text('proof_file'),
    /** The file name the uploader gave, only to show and to name the download. */
    proofName: text('proof_name'),
    createdBy: accountRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_advertiser_id_idx').on(t.advertiserId),
    index('payments_paid_on_idx').on(t.paidOn),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_currency_check', oneOf(t.currency, CURRENCIES)),
    check('payments_status_check', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);

/**
 * How advertisers pay (docs/decisions/037). The built-in methods carry a `code` the web app translates; a method
 * an admin adds has only its name. A method is deactivated, never deleted, so past payments keep theirs.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    code: text('code'),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: accountRef('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payment_methods_code_idx').on(t.code),
    uniqueIndex('payment_methods_name_idx').on(sql`lower(${t.name})`),
  ],
);

/** The campaigns a payment covers: all of the payment's advertiser and in its currency (service-checked). */
export const paymentCampaigns = pgTable(
  'payment_campaigns',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.campaignId] }),
    index('payment_campaigns_campaign_id_idx').on(t.campaignId),
  ],
);
