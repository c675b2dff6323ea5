import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES, CURRENCIES } from '@adcontrol/domain/shared/enums';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at, count, createdAt, id, oneOf, updatedAt } from '../../db/columns';
import { accounts } from '../accounts/schema';

/**
 * Programmatic deals of the exchange (SPEC 2 Programmatics; docs/decisions/035), as the last sync brought them in.
 * The exchange owns a deal: name, type, raw status, prices and dates are its own; the advertiser is the account the
 * exchange names as buyer, the seller that advertiser's selling parent. The delivery totals sum the daily rows.
 */
export const programmaticDeals = pgTable(
  'programmatic_deals',
  {
    id: id(),
    exchangeDealId: text('exchange_deal_id').notNull().unique('programmatic_deals_exchange_deal_id_key'),
    name: text('name').notNull(),
    type: text('type', { enum: CAMPAIGN_TYPES }).notNull(),
    status: text('status', { enum: CAMPAIGN_STATUSES }).notNull(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    sellerId: integer('seller_id').references(() => accounts.id, { onDelete: 'set null' }),
    country: text('country').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    cpm: numeric('cpm', { precision: 12, scale: 4, mode: 'number' }).notNull(),
    budget: numeric('budget', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    startDate: at('start_date').notNull(),
    endDate: at('end_date').notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    spent: numeric('spent', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    syncedAt: at('synced_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('programmatic_deals_advertiser_idx').on(t.advertiserId),
    index('programmatic_deals_start_idx').on(t.startDate, t.id),
    check('programmatic_deals_type_check', oneOf(t.type, CAMPAIGN_TYPES)),
    check('programmatic_deals_status_check', oneOf(t.status, CAMPAIGN_STATUSES)),
    check('programmatic_deals_currency_check', oneOf(t.currency, CURRENCIES)),
  ],
);

/** A deal's delivery by network day (-03:00), as the exchange reports it: a day's row replaces itself. */
export const programmaticDealStatistics = pgTable(
  'programmatic_deal_statistics',
  {
    dealId: integer('deal_id')
      .notNull()
      .references(() => programmaticDeals.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    impressions: count('impressions'),
    clicks: count('clicks'),
    spend: numeric('spend', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.date] })],
);

/**
 * The offline exchange's own book (ARCHITECTURE 8; docs/decisions/035): each deal's plan (dates, outcome, the
 * scripted turns of its life) and the pauses and activations it was sent. Not ours: the sync reads it only through
 * the exchange adapter, exactly as it reads a real exchange over HTTP. Kept in the database so every instance sees
 * one exchange and a pause survives a restart.
 */
export const offlineExchangeDeals = pgTable('offline_exchange_deals', {
  dealId: text('deal_id').primaryKey(),
  plan: jsonb('plan').$type<Record<string, unknown>>().notNull(),
  actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull().default([]),
  updatedAt: updatedAt(),
});
