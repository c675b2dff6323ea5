import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ONE_TIME_TOKEN_PURPOSES, oneTimeTokens } from '../../db/schema';
import { hashToken, newSecretToken } from './secret-tokens';

export type OneTimePurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

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
  await db.insert(oneTimeTokens).values({
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
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: oneTimeTokens.accountId });
  if (!spent) throw new AppError('BAD_REQUEST', MESSAGES['auth.linkInvalid'].en, { field: 'token' });
  return spent.accountId;
}

/** Spends every other open link of the account for that purpose (after a reset, older reset links die). */
export async function spendOpenTokens(db: Db, accountId: number, purpose: OneTimePurpose, now: Date) {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.accountId, accountId),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
}
