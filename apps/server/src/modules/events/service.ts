import type { Db } from '../../db/client';
import { loginEvents } from '../../db/schema';

export interface LoginAttempt {
  accountId: number | null;
  email: string;
  success: boolean;
  ip: string | null;
  userAgent: string | null;
  actingAccountId: number | null;
}

/** Every sign-in attempt, failed or not, is kept for the admins' login-event log. */
export async function recordLoginEvent(db: Db, attempt: LoginAttempt): Promise<void> {
  await db.insert(loginEvents).values({
    accountId: attempt.accountId,
    email: attempt.email.slice(0, 254),
    success: attempt.success,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, 500) ?? null,
    actingAccountId: attempt.actingAccountId,
  });
}
