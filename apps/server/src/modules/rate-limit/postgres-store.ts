import type { Db } from '../../db/client';
import { deleteWindow, deleteWindowsBefore, findWindow, upsertHit, type WindowRow } from './repository';
import type { RateLimitStore, WindowCount } from './store';

const DAY_MS = 86_400_000;

/** Counters as rows of `rate_limits`, one upsert per hit; windows older than a day are swept now and then. */
export function createPostgresRateLimitStore(db: Db): RateLimitStore {
  let lastSweep = 0;

  async function sweep(now: Date) {
    if (now.getTime() - lastSweep < 3_600_000) return;
    lastSweep = now.getTime();
    await deleteWindowsBefore(db, new Date(now.getTime() - DAY_MS));
  }

  return {
    async hit(key, windowMs, now) {
      const row = await upsertHit(db, key, now, new Date(now.getTime() - windowMs));
      await sweep(now);
      return countOf(row, windowMs);
    },

    async peek(key, windowMs, now) {
      const row = await findWindow(db, key);
      if (!row || row.windowStartedAt.getTime() <= now.getTime() - windowMs) {
        return { hits: 0, resetAt: new Date(now.getTime() + windowMs) };
      }
      return { hits: row.hits, resetAt: new Date(row.windowStartedAt.getTime() + windowMs) };
    },

    async clear(key) {
      await deleteWindow(db, key);
    },

    async close() {},
  };
}

function countOf(row: WindowRow | undefined, windowMs: number): WindowCount {
  if (!row) throw new Error('rate limit upsert returned no row');
  const started = new Date(row.window_started_at);
  return { hits: Number(row.hits), resetAt: new Date(started.getTime() + windowMs) };
}
