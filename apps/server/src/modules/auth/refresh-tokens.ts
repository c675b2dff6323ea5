import { createHmac, randomUUID } from 'node:crypto';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import {
  familiesOf,
  insertRefreshToken,
  lockRefreshToken,
  markRefreshTokenUsed,
  revokeAccountRows,
  revokeFamilyRows,
} from './repository';
import { hashToken, newSecretToken } from './secret-tokens';
import { sessionsRevoked } from './session-check';

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
  token: string = newSecretToken(),
): Promise<string> {
  await insertRefreshToken(db, {
    tokenHash: hashToken(token),
    familyId,
    accountId: owner.accountId,
    actingAccountId: owner.actingAccountId,
    expiresAt: new Date(now.getTime() + ttlDays * DAY_MS),
  });
  return token;
}

export interface SpentRefreshToken extends RefreshTokenOwner {
  familyId: string;
  /** When the pair that replaces it was issued: now, or for a repeat, when the token was first spent. */
  issuedAt: Date;
  /** Spent before, within the grace window: the pair it was exchanged for is answered again. */
  isRepeat: boolean;
}

/** A token spent before, outside the grace window: its family is revoked, in the caller's transaction. */
export interface ReplayedRefreshToken {
  replayedFamilyId: string;
}

export const replayedAnswer = () =>
  new AppError('UNAUTHENTICATED', 'Refresh token already used, please sign in again', {
    key: 'errors.unauthenticated',
  });

/**
 * Spends a refresh token and returns its owner and family; to be called in the transaction that stores the
 * successor. The token's row stays locked until that transaction ends, so exchanges of one token run one after
 * the other on every instance: the second sees the first's `used_at` and successor, never a half-done rotation
 * (docs/decisions/071). A token presented again within `graceMs` of its first use is a repeat (two tabs, two
 * instances at once, a lost answer): it gets the same pair again. Later, it means it leaked: the whole family is
 * revoked, its newest token included, so both the thief and the owner must sign in again (ARCHITECTURE 5,
 * decision 043); the caller commits that and answers `replayedAnswer()`.
 */
export async function spendRefreshToken(
  tx: Db,
  token: string,
  now: Date,
  graceMs: number,
): Promise<SpentRefreshToken | ReplayedRefreshToken> {
  const row = await lockRefreshToken(tx, hashToken(token));
  if (!row) throw new AppError('UNAUTHENTICATED', 'Invalid refresh token', { key: 'errors.unauthenticated' });
  if (row.revokedAt)
    throw new AppError('UNAUTHENTICATED', 'Refresh token revoked, please sign in again', {
      key: 'errors.unauthenticated',
    });
  if (row.expiresAt <= now)
    throw new AppError('UNAUTHENTICATED', 'Refresh token expired, please sign in again', {
      key: 'errors.tokenExpired',
    });
  const owner = { accountId: row.accountId, actingAccountId: row.actingAccountId, familyId: row.familyId };

  if (await markRefreshTokenUsed(tx, row.id, now)) return { ...owner, issuedAt: now, isRepeat: false };
  // A window of 0 turns repeats off, even for an exchange stamped the same millisecond (or earlier) than the first.
  if (row.usedAt && graceMs > 0 && now.getTime() - row.usedAt.getTime() <= graceMs)
    return { ...owner, issuedAt: row.usedAt, isRepeat: true };
  await revokeFamilyRows(tx, row.familyId, now);
  return { replayedFamilyId: row.familyId };
}

/**
 * The token that replaces `token` when it is spent: derived from it with a server key instead of drawn at random,
 * so a repeat within the grace window can answer the same one without the server keeping any token in clear. Only
 * someone holding both the spent token and the key can compute it.
 */
export function successorOf(rotationKey: Uint8Array, token: string): string {
  return createHmac('sha256', rotationKey).update(token).digest('base64url');
}

/** The key successors are derived with, itself derived from the JWT secret so no new secret needs setting. */
export function rotationKeyOf(jwtSecret: Uint8Array): Uint8Array {
  return createHmac('sha256', jwtSecret).update('adcontrol refresh-token rotation').digest();
}

export async function revokeFamily(db: Db, familyId: string, now: Date): Promise<void> {
  await revokeFamilyRows(db, familyId, now);
  sessionsRevoked();
}

/**
 * Log out: the families of the refresh tokens presented end, with their access tokens. A token of any age in a
 * family will do (whoever holds one could already end it by replaying it); unknown tokens are ignored.
 */
export async function revokeFamiliesOf(db: Db, tokens: readonly string[], now: Date): Promise<void> {
  if (tokens.length === 0) return;
  for (const familyId of await familiesOf(db, tokens.map(hashToken))) await revokeFamily(db, familyId, now);
}

/**
 * Ends every session of an account but the one named (a password change keeps the session that made it;
 * a password reset keeps none): their refresh tokens stop working and their access tokens at once (decision 043).
 */
export async function revokeAccountSessions(
  db: Db,
  accountId: number,
  now: Date,
  keepFamilyId: string | null = null,
): Promise<void> {
  await revokeAccountRows(db, accountId, now, keepFamilyId);
  sessionsRevoked();
}
