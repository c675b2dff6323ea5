import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';

/**
 * Fixed-window counters of the rate limits on sign-in, sign-up, forgot and reset (ARCHITECTURE 5 and 12):
 * in the database so every instance counts together; Redis holds them instead when REDIS_URL is set.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStartedAt: at('window_started_at').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [index('rate_limits_window_started_at_idx').on(t.windowStartedAt)],
);
