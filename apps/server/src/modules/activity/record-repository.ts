import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLog } from './schema';

/** The log's writes: one row per change, inserted through the change's own transaction. */
export async function insertActivity(db: Db, values: typeof activityLog.$inferInsert): Promise<void> {
  await db.insert(activityLog).values(values);
}

export async function latestActivityAt(
  db: Db,
  entityType: string,
  action: string,
  entityIds: readonly number[],
): Promise<Map<number, Date>> {
  const rows = await db
    .select({ entityId: activityLog.entityId, at: max(activityLog.createdAt) })
    .from(activityLog)
    .where(
      and(
        eq(activityLog.entityType, entityType),
        eq(activityLog.action, action),
        inArray(activityLog.entityId, [...entityIds]),
      ),
    )
    .groupBy(activityLog.entityId);
  return new Map(
    rows.flatMap((row) =>
      row.entityId === null || row.at === null ? [] : [[row.entityId, row.at] as const],
    ),
  );
}
