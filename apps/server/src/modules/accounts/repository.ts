import type { Account } from '@adcontrol/domain/accounts/account';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountAdvertiserLinks, accounts } from '../../db/schema';

export type AccountRow = typeof accounts.$inferSelect;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row;
}

export async function linkedAdvertiserIds(db: Db, accountId: number): Promise<number[]> {
  const rows = await db
    .select({ advertiserId: accountAdvertiserLinks.advertiserId })
    .from(accountAdvertiserLinks)
    .where(eq(accountAdvertiserLinks.accountId, accountId))
    .orderBy(accountAdvertiserLinks.advertiserId);
  return rows.map((row) => row.advertiserId);
}

/** The account as the API shows it: no password hash, links resolved. */
export function toAccount(row: AccountRow, advertisersLinked: number[]): Account {
  return {
    id: row.id,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    email: row.email,
    language: row.language,
    timezone: row.timezone,
    avatar: row.avatar,
    country: (row.country as CountryCode | null) ?? null,
    parentId: row.parentId,
    advertisersLinked,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
