import type { ActivityEntity } from '@adcontrol/domain/activity/vocabulary';
import type { Db } from '../../db/client';
import { insertActivity, latestActivityAt } from './record-repository';

/**
 * Who performed a write: the account the session speaks for, when impersonating the person behind it, and the
 * address the request came from. The request's `Actor` (modules/scope/actor.ts) is one.
 */
export interface ActivityActor {
  accountId: number;
  actingAccountId: number | null;
  ip?: string | null;
}

export type { ActivityEntity } from '@adcontrol/domain/activity/vocabulary';

/**
 * One activity-log row for a write, inserted through the write's own transaction (`db` is that transaction), so
 * a change and its record are kept or lost together. Where a row changes, `details` holds `{ before, after }` of
 * the changed fields (see `changesBetween` in ./changes.ts); secrets never enter it.
 */
export async function recordActivity(
  db: Db,
  actor: ActivityActor,
  entityType: ActivityEntity,
  entityId: number,
  action: string,
  details: Record<string, unknown>,
): Promise<void> {
  await insertActivity(db, {
    accountId: actor.accountId,
    actingAccountId: actor.actingAccountId,
    action,
    entityType,
    entityId,
    details,
    ip: actor.ip ?? null,
  });
}

/** When each of these objects last had this action recorded; objects without one are left out. */
export async function latestActivityOf(
  db: Db,
  entityType: ActivityEntity,
  action: string,
  entityIds: readonly number[],
): Promise<Map<number, Date>> {
  if (entityIds.length === 0) return new Map();
  return latestActivityAt(db, entityType, action, entityIds);
}
