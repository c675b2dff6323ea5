import type { Db } from '../../db/client';
import { type ActivityActor, recordActivity } from '../activity/service';

/** Who performed a write: the account the session speaks for and, when impersonating, the person behind it. */
export type AuditActor = ActivityActor;

/** One activity-log row per account write or sign-in, in the write's own transaction. */
export function recordAccountActivity(
  db: Db,
  actor: AuditActor,
  action: `account.${string}` | `auth.${string}`,
  accountId: number,
  details: Record<string, unknown>,
): Promise<void> {
  return recordActivity(db, actor, 'account', accountId, action, details);
}
