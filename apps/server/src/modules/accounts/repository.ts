import type { Account } from '@adcontrol/domain/accounts/account';
import type { CountryCode } from '@adcontrol/domain/shared/enums';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { campaigns } from '../campaigns/schema';
import { payments } from '../payments/schema';
import { inScope, type Scope, subtreeIds } from '../scope/scope';
import { accountAdvertiserLinks, accounts } from './schema';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;

export async function findAccountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

const prepareAccountById = (db: Db) =>
  db
    .select()
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_by_id');

const accountByIdStatements = new WeakMap<Db, ReturnType<typeof prepareAccountById>>();

/**
 * One account by id: read for every authenticated call (the caller's role and scope), so built once per database
 * handle and, on PostgreSQL, parsed once per connection as a named statement (docs/decisions/074).
 */
export async function findAccountById(db: Db, id: number): Promise<AccountRow | undefined> {
  let statement = accountByIdStatements.get(db);
  if (!statement) {
    statement = prepareAccountById(db);
    accountByIdStatements.set(db, statement);
  }
  const [row] = await statement.execute({ id });
  return row;
}

/** One account, if the scope includes it; an account outside the scope is simply not found. */
export async function findScopedAccount(db: Db, scope: Scope, id: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, id), inScope(scope, accounts.id)))
    .limit(1);
  return row;
}

export async function isBelow(db: Db, ancestorId: number, id: number): Promise<boolean> {
  if (ancestorId === id) return false;
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from (${subtreeIds(ancestorId)}) below where below.id = ${id}) as found`,
  );
  return row?.found === true;
}

export async function linkedAdvertiserIds(db: Db, accountId: number): Promise<number[]> {
  return (await linkedAdvertiserIdsOf(db, [accountId])).get(accountId) ?? [];
}

export async function linkedAdvertiserIdsOf(db: Db, accountIds: number[]): Promise<Map<number, number[]>> {
  const links = new Map<number, number[]>();
  if (accountIds.length === 0) return links;
  const rows = await db
    .select({
      accountId: accountAdvertiserLinks.accountId,
      advertiserId: accountAdvertiserLinks.advertiserId,
    })
    .from(accountAdvertiserLinks)
    .where(inArray(accountAdvertiserLinks.accountId, accountIds))
    .orderBy(accountAdvertiserLinks.advertiserId);
  for (const row of rows) {
    const list = links.get(row.accountId) ?? [];
    list.push(row.advertiserId);
    links.set(row.accountId, list);
  }
  return links;
}

export interface AccountQuery {
  role?: AccountRow['role'] | undefined;
  country?: string | undefined;
  search?: string | undefined;
  parentId?: number | undefined;
  sort?: 'firstName' | 'company' | 'email' | 'role' | 'createdAt' | undefined;
  order?: 'asc' | 'desc' | undefined;
  /** No limit: every match (pickers). */
  limit?: number | undefined;
  offset?: number | undefined;
}

const SORT_COLUMNS = {
  firstName: accounts.firstName,
  company: accounts.company,
  email: accounts.email,
  role: accounts.role,
  createdAt: accounts.createdAt,
} as const;

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function queryConditions(scope: Scope, query: AccountQuery): SQL | undefined {
  const pattern = query.search ? likePattern(query.search) : undefined;
  return and(
    inScope(scope, accounts.id),
    query.role ? eq(accounts.role, query.role) : undefined,
    query.country ? eq(accounts.country, query.country) : undefined,
    query.parentId !== undefined ? eq(accounts.parentId, query.parentId) : undefined,
    pattern
      ? sql`(${accounts.email} ilike ${pattern} or ${accounts.company} ilike ${pattern}
          or concat_ws(' ', ${accounts.firstName}, ${accounts.lastName}) ilike ${pattern})`
      : undefined,
  );
}

/** The accounts of the scope that match, in the order asked (ties broken by id, so pages never overlap). */
export async function queryAccounts(db: Db, scope: Scope, query: AccountQuery): Promise<AccountRow[]> {
  const column = SORT_COLUMNS[query.sort ?? 'createdAt'];
  const direction = query.order === 'asc' ? asc : desc;
  const base = db
    .select()
    .from(accounts)
    .where(queryConditions(scope, query))
    .orderBy(sql`${direction(column)} nulls last`, direction(accounts.id))
    .offset(query.offset ?? 0);
  return query.limit === undefined ? base : base.limit(query.limit);
}

export async function countAccounts(db: Db, scope: Scope, query: AccountQuery): Promise<number> {
  return db.$count(accounts, queryConditions(scope, query));
}

/** Distinct company names in the scope, each with the oldest account that carries it. */
export async function companiesInScope(db: Db, scope: Scope): Promise<{ id: number; company: string }[]> {
  const rows = await db
    .select({ id: sql<number>`min(${accounts.id})`.mapWith(Number), company: accounts.company })
    .from(accounts)
    .where(and(inScope(scope, accounts.id), sql`coalesce(trim(${accounts.company}), '') <> ''`))
    .groupBy(accounts.company)
    .orderBy(sql`lower(${accounts.company})`, accounts.company);
  return rows.flatMap((row) => (row.company ? [{ id: row.id, company: row.company }] : []));
}

/** Which of `ids` are advertisers in the scope. */
export async function advertisersInScope(db: Db, scope: Scope, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(inArray(accounts.id, ids), eq(accounts.role, 'advertiser'), inScope(scope, accounts.id)));
  return new Set(rows.map((row) => row.id));
}

export async function insertAccount(db: Db, values: NewAccountRow): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  if (!row) throw new Error('account insert returned no row');
  return row;
}

export async function updateAccountRow(
  db: Db,
  id: number,
  values: Partial<NewAccountRow>,
): Promise<AccountRow> {
  const [row] = await db.update(accounts).set(values).where(eq(accounts.id, id)).returning();
  if (!row) throw new Error(`account ${id} vanished during its update`);
  return row;
}

export async function updatePasswordHash(
  db: Db,
  id: number,
  values: Pick<NewAccountRow, 'passwordHash' | 'confirmedAt'>,
): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

export async function markConfirmed(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ confirmedAt: at })
    .where(and(eq(accounts.id, id), isNull(accounts.confirmedAt)));
}

/** The account's avatar, its row locked until the transaction ends. */
export async function lockAvatar(db: Db, id: number): Promise<{ avatar: string | null } | undefined> {
  const [row] = await db
    .select({ avatar: accounts.avatar })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  return row;
}

export async function childRoles(db: Db, id: number): Promise<{ role: AccountRow['role'] }[]> {
  return db.select({ role: accounts.role }).from(accounts).where(eq(accounts.parentId, id));
}

/** Hangs the accounts below `id` from `parentId` instead; answers their ids. */
export async function moveChildren(db: Db, id: number, parentId: number | null): Promise<number[]> {
  const moved = await db
    .update(accounts)
    .set({ parentId })
    .where(eq(accounts.parentId, id))
    .returning({ id: accounts.id });
  return moved.map((row) => row.id);
}

export async function deleteAccountRow(db: Db, id: number): Promise<void> {
  await db.delete(accounts).where(eq(accounts.id, id));
}

/** The campaigns (as advertiser or seller) and payments an account has. */
export async function ownedCounts(db: Db, id: number): Promise<{ campaigns: number; payments: number }> {
  return {
    campaigns: await db.$count(campaigns, or(eq(campaigns.advertiserId, id), eq(campaigns.sellerId, id))),
    payments: await db.$count(payments, eq(payments.advertiserId, id)),
  };
}

export async function replaceLinkedAdvertisers(db: Db, accountId: number, advertiserIds: number[]) {
  await db.delete(accountAdvertiserLinks).where(eq(accountAdvertiserLinks.accountId, accountId));
  if (advertiserIds.length === 0) return;
  await db
    .insert(accountAdvertiserLinks)
    .values([...new Set(advertiserIds)].map((advertiserId) => ({ accountId, advertiserId })));
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
