import type { Db } from '../../db/client';
import { insertLoginEvent } from './repository';

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
  await insertLoginEvent(db, {
    accountId: attempt.accountId,
    email: attempt.email.slice(0, 254),
    success: attempt.success,
    ip: attempt.ip,
    userAgent: attempt.userAgent?.slice(0, 500) ?? null,
    actingAccountId: attempt.actingAccountId,
  });
}
