import { CURRENCIES } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { oneOf, updatedAt } from '../../db/columns';

/**
 * Dated exchange rates for expense reports (docs/decisions/038): units of a currency per US dollar as known on a
 * day. A day's spend is converted at the rate of that day or, when none was loaded for it, of the nearest earlier
 * day; the key reads that in one index step.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    perUsd: numeric('per_usd', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.currency, t.date] }),
    check('exchange_rates_currency_check', oneOf(t.currency, CURRENCIES)),
    check('exchange_rates_per_usd_check', sql`${t.perUsd} > 0`),
  ],
);
