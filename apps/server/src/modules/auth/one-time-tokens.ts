import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { Db } from '../../db/client';
import { insertOneTimeToken, type OneTimePurpose, useOneTimeToken, useOpenOneTimeTokens } from './repository';
import { hashToken, newSecretToken } from './secret-tokens';

export type { OneTimePurpose } from './repository';

/** How long an e-mailed link works. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimePurpose, number> = {
  email_confirmation: 7 * 86_400_000,
  password_reset: 3_600_000,
};

export async function issueOneTimeToken(
  db: Db,
  accountId: number,
  purpose: OneTimePurpose,
  now: Date,
): Promise<string> {
  const token = newSecretToken();
  await insertOneTimeToken(db, {
    tokenHash: hashToken(token),
    purpose,
    accountId,
    expiresAt: new Date(now.getTime() + ONE_TIME_TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * Spends a link's token once, atomically: a second use, an expired link, a token made for the other purpose
 * and one that never existed all get the same answer.
 */
export async function spendOneTimeToken(
  db: Db,
  token: string,
  purpose: OneTimePurpose,
  now: Date,
): Promise<number> {
  const spent = await useOneTimeToken(db, hashToken(token), purpose, now);
  if (!spent) throw new AppError('BAD_REQUEST', MESSAGES['auth.linkInvalid'].en, { field: 'token' });
  return spent.accountId;
}

/** Spends every other open link of the account for that purpose (after a reset, older reset links die). */
export async function spendOpenTokens(db: Db, accountId: number, purpose: OneTimePurpose, now: Date) {
  await useOpenOneTimeTokens(db, accountId, purpose, now);
}
