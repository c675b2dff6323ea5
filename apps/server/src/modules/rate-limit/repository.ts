import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { rateLimits } from './schema';

export type WindowRow = { hits: number; window_started_at: Date | string };

/** One hit on `key`: a window that started at or before `windowStart` is over, so the count starts again. */
export async function upsertHit(
  db: Db,
  key: string,
  now: Date,
  windowStart: Date,
): Promise<WindowRow | undefined> {
  const [row] = await queryRows<WindowRow>(
    db,
    sql`insert into rate_limits (key, window_started_at, hits) values (${key}, ${now}, 1)
        on conflict (key) do update set
          hits = case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.hits + 1 end,
          window_started_at = case when rate_limits.window_started_at <= ${windowStart}
            then excluded.window_started_at else rate_limits.window_started_at end
        returning hits, window_started_at`,
  );
  return row;
}

export async function findWindow(db: Db, key: string) {
  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  return row;
}

export async function deleteWindow(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export async function deleteWindowsBefore(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
}
