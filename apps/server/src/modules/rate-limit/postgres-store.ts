import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { rateLimits } from '../../db/schema';
import type { RateLimitStore, WindowCount } from './store';

const DAY_MS = 86_400_000;

/** Counters as rows of `rate_limits`, one upsert per hit; windows older than a day are swept now and then. */
export function createPostgresRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < 3_600_000) return;
    lastSweep = now.getTime();
    await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - DAY_MS)));
  }

  return {
    async hit(key, windowMs, now) {
      const windowStart = new Date(now.getTime() - windowMs);
      const [row] = await queryRows<{ hits: number; window_started_at: Date | string }>(
        db,
        sql`insert into rate_limits (key, window_started_at, hits) values (${key}, ${now}, 1)
            on conflict (key) do update set
              hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
              window_started_at = case when rate_limits.window_started_at <= ${windowStart}
                then excluded.window_started_at else rate_limits.window_started_at end
            returning hits, window_started_at`,
      );
      await sweep(now);
      return countOf(row, windowMs);
    },

    async peek(key, windowMs, now) {
      const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
      if (!row || row.windowStartedAt.getTime() <= now.getTime() - windowMs) {
        return { hits: 0, resetAt: new Date(now.getTime() + windowMs) };
      }
      return { hits: row.hits, resetAt: new Date(row.windowStartedAt.getTime() + windowMs) };
    },

    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },

    async close() {},
  };
}

function countOf(
  row: { hits: number; window_started_at: Date | string } | undefined,
  windowMs: number,
): WindowCount {
  if (!row) throw new Error('rate limit upsert returned no row');
  const started = new Date(row.window_started_at);
  return { hits: Number(row.hits), resetAt: new Date(started.getTime() + windowMs) };
}
