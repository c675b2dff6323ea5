import { randomUUID } from 'node:crypto';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens } from '../../db/schema';
import { hashToken, newSecretToken } from './secret-tokens';

const DAY_MS = 86_400_000;

export interface RefreshTokenOwner {
  accountId: number;
  actingAccountId: number | null;
}

/** Opaque refresh tokens: only their hash is stored, and every token belongs to a family (one sign-in). */
export async function issueRefreshToken(
  db: Db,
  owner: RefreshTokenOwner,
  ttlDays: number,
  now: Date,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newSecretToken();
  await db.insert(refreshTokens).values({
    tokenHash: hashToken(token),
    familyId,
    accountId: owner.accountId,
    actingAccountId: owner.actingAccountId,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

/**
 * Spends a refresh token and returns its owner and family. A token presented a second time means it leaked:
 * the whole family is revoked, so both the thief and the owner must sign in again (ARCHITECTURE 5).
 */
export async function spendRefreshToken(db: Db, token: string, now: Date) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Invalid refresh token');
  if (row.revokedAt) throw new AppError('UNAUTHENTICATED', 'Refresh token revoked, please sign in again');
  if (row.expiresAt <= now)
    throw new AppError('UNAUTHENTICATED', 'Refresh token expired, please sign in again');

  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (spent.length === 0) {
    await revokeFamily(db, row.familyId, now);
    throw new AppError('UNAUTHENTICATED', 'Refresh token already used, please sign in again');
  }
  return { accountId: row.accountId, actingAccountId: row.actingAccountId, familyId: row.familyId };
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of an account but the one named (a password change keeps the session that made it;
 * a password reset keeps none): their refresh tokens stop working, so each is signed out at its next refresh.
 */
export async function revokeAccountSessions(
  db: Db,
  accountId: number,
  now: Date,
  keepFamilyId: string | null = null,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.accountId, accountId),
        isNull(refreshTokens.revokedAt),
        keepFamilyId ? ne(refreshTokens.familyId, keepFamilyId) : undefined,
      ),
    );
}
