import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

/** Who performed a write: the account the session speaks for and, when impersonating, the person behind it. */
export interface ActivityActor {
  accountId: number;
  actingAccountId: number | null;
}

export type ActivityEntity = 'account' | 'audience' | 'campaign' | 'creative' | 'presentation';

/**
 * One activity-log row for a write, inserted through the write's own transaction (`db` is that transaction), so
 * a change and its record are kept or lost together.
 */
export async function recordActivity(
  db: Db,
  actor: ActivityActor,
  entityType: ActivityEntity,
  entityId: number,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(activityLog).values({
    accountId: actor.accountId,
    actingAccountId: actor.actingAccountId,
    action,
    entityType,
    entityId,
    details,
  });
}
