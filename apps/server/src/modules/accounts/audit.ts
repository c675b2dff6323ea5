import type { Db } from '../../db/client';
import { activityLog } from '../../db/schema';

/** Who performed a write: the account the session speaks for and, when impersonating, the person behind it. */
export interface AuditActor {
  accountId: number;
  actingAccountId: number | null;
}

/** One activity-log row per account write or sign-in, in the write's own transaction. */
export async function recordAccountActivity(
  db: Db,
  actor: AuditActor,
  action: `account.${string}` | `auth.${string}`,
  accountId: number,
  details: Record<string, unknown>,
): Promise<void> {
  await db.insert(activityLog).values({
    accountId: actor.accountId,
    actingAccountId: actor.actingAccountId,
    action,
    entityType: 'account',
    entityId: accountId,
    details,
  });
}
