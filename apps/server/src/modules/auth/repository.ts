import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ONE_TIME_TOKEN_PURPOSES, oneTimeTokens, refreshTokens } from './schema';

export type OneTimePurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export async function insertOneTimeToken(db: Db, values: typeof oneTimeTokens.$inferInsert): Promise<void> {
  await db.insert(oneTimeTokens).values(values);
}

/** Marks an open, unexpired token of that purpose used, in one statement; answers its account, if one was. */
export async function useOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimePurpose,
  now: Date,
): Promise<{ accountId: number } | undefined> {
  const [spent] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        eq(oneTimeTokens.purpose, purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ accountId: oneTimeTokens.accountId });
  return spent;
}

export async function useOpenOneTimeTokens(
  db: Db,
  accountId: number,
  purpose: OneTimePurpose,
  now: Date,
): Promise<void> {
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

/** The one-time token with this hash, used or not. */
export async function findOneTimeToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ id: oneTimeTokens.id, accountId: oneTimeTokens.accountId })
    .from(oneTimeTokens)
    .where(eq(oneTimeTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function insertRefreshToken(db: Db, values: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(values);
}

/**
 * The token's row, locked until the caller's transaction ends: a second exchange of the same token, on this
 * instance or another, waits here until the first has stored its successor (docs/decisions/071).
 */
export async function lockRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

/** Marks the token used unless it already was: true when this call spent it. */
export async function markRefreshTokenUsed(db: Db, id: number, now: Date): Promise<boolean> {
  const spent = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  return spent.length > 0;
}

export async function revokeFamilyRows(db: Db, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function familiesOf(db: Db, tokenHashes: string[]): Promise<string[]> {
  const rows = await db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(inArray(refreshTokens.tokenHash, tokenHashes));
  return rows.map((row) => row.familyId);
}

export async function revokeAccountRows(
  db: Db,
  accountId: number,
  now: Date,
  keepFamilyId: string | null,
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

/** Whether the family has a token neither revoked nor expired. */
export async function hasLiveToken(db: Db, familyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}
