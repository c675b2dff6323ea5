import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

/**
 * Who performed a write: the account the session speaks for, when impersonating the person behind it, and the
 * address the request came from. The request's `Actor` (modules/scope/actor.ts) is one.
 */
export interface ActivityActor {
  accountId: number;
  actingAccountId: number | null;
  ip?: string | null;
}

export type ActivityEntity =
  | 'account'
  | 'audience'
  | 'campaign'
  | 'creative'
  | 'report_schedule'
  | 'exchange_rate'
  | 'programmatic_deal'
  | 'payment'
  | 'payment_method'
  | 'presentation';

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
  await db.insert(activityLog).values({
    accountId: actor.accountId,
    actingAccountId: actor.actingAccountId,
    action,
    entityType,
    entityId,
    details,
    ip: actor.ip ?? null,
  });
}
