import type { Account } from '@adcontrol/domain/accounts/account';
import type { SearchAccountsQuery } from '@adcontrol/domain/accounts/contracts';
import { can } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Db } from '../../db/client';
import type { IpGeolocation } from '../geo/ip-geolocation';
import type { Actor } from '../scope/scope';
import { recordAccountActivity } from './audit';
import {
  type AccountQuery,
  type AccountRow,
  companiesInScope,
  countAccounts,
  findAccountByEmail,
  findAccountById,
  findScopedAccount,
  insertAccount,
  isBelow,
  linkedAdvertiserIds,
  linkedAdvertiserIdsOf,
  markConfirmed,
  type NewAccountRow,
  queryAccounts,
  toAccount,
  updatePasswordHash,
} from './repository';
import { type ActorRights, isSpecialAdminEmail, mayImpersonate, type TargetFacts } from './rules';

export type { AccountRow };

export interface AccountsDependencies {
  db: Db;
  /** SPECIAL_ADMIN_EMAILS, lower case. */
  specialAdminEmails: readonly string[];
  geolocation: IpGeolocation;
}

export function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return findAccountByEmail(db, email);
}

export function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return findAccountById(db, id);
}

/** A new account as it signs up (or is made by a manager): the stored row. */
export function addAccount(db: Db, values: NewAccountRow): Promise<AccountRow> {
  return insertAccount(db, values);
}

/** Sets the account's password hash; `confirmedAt` too when a reset link has just proved the address. */
export async function setPasswordHash(
  db: Db,
  id: number,
  passwordHash: string,
  confirmedAt?: Date,
): Promise<void> {
  await updatePasswordHash(db, id, confirmedAt ? { passwordHash, confirmedAt } : { passwordHash });
}

/** The address is proved (the confirmation link): an account already confirmed keeps its first date. */
export function confirmEmail(db: Db, id: number, at: Date): Promise<void> {
  return markConfirmed(db, id, at);
}

export async function presentAccount(db: Db, row: AccountRow): Promise<Account> {
  return toAccount(row, await linkedAdvertiserIds(db, row.id));
}

export async function presentAccounts(db: Db, rows: AccountRow[]): Promise<Account[]> {
  const links = await linkedAdvertiserIdsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toAccount(row, links.get(row.id) ?? []));
}

export function rightsOf(deps: Pick<AccountsDependencies, 'specialAdminEmails'>, actor: Actor): ActorRights {
  return {
    accountId: actor.accountId,
    role: actor.role,
    country: actor.country,
    isSpecialAdmin: isSpecialAdmin(deps, actor),
  };
}

/** Whether an account is one of SPEC 6's special admins (special-ness is that of the account, decision 008). */
export function isSpecialAdmin(
  deps: Pick<AccountsDependencies, 'specialAdminEmails'>,
  row: Pick<AccountRow, 'role' | 'email'>,
): boolean {
  return can(row.role, 'accounts.manageAdmins') && isSpecialAdminEmail(row.email, deps.specialAdminEmails);
}

/** What the rules need of an account; whether it hangs below the actor matters only to branch-bound roles. */
export async function factsOf(db: Db, actor: Actor, row: AccountRow): Promise<TargetFacts> {
  const needsBranch = can(actor.role, 'accounts.stayInBranch');
  return {
    id: row.id,
    role: row.role,
    country: row.country,
    isBelowActor: needsBranch ? await isBelow(db, actor.accountId, row.id) : false,
  };
}

export function accountNotFound(): AppError {
  return new AppError('NOT_FOUND', 'Account not found');
}

/** An account of the actor's scope, or 404 exactly as for an id that does not exist. */
export async function scopedAccountOr404(db: Db, actor: Actor, id: number): Promise<AccountRow> {
  const row = await findScopedAccount(db, actor.scope, id);
  if (!row) throw accountNotFound();
  return row;
}

export async function getAccount(db: Db, actor: Actor, id: number): Promise<Account> {
  return presentAccount(db, await scopedAccountOr404(db, actor, id));
}

export interface AccountPage {
  page: number;
  limit: number;
}

export async function listAccounts(
  db: Db,
  actor: Actor,
  query: AccountQuery & AccountPage,
): Promise<{ items: Account[]; total: number }> {
  const { page, limit, ...filter } = query;
  const rows = await queryAccounts(db, actor.scope, { ...filter, limit, offset: (page - 1) * limit });
  const total = await countAccounts(db, actor.scope, filter);
  return { items: await presentAccounts(db, rows), total };
}

/** The accounts hanging directly from the caller. */
export async function listChildren(db: Db, actor: Actor): Promise<Account[]> {
  const rows = await queryAccounts(db, actor.scope, {
    parentId: actor.accountId,
    sort: 'firstName',
    order: 'asc',
  });
  return presentAccounts(db, rows);
}

/** Every advertiser of the scope (pickers), optionally narrowed by country or text. */
export async function listAdvertisers(db: Db, actor: Actor, query: AccountQuery): Promise<Account[]> {
  const rows = await queryAccounts(db, actor.scope, {
    sort: 'company',
    order: 'asc',
    ...query,
    role: 'advertiser',
  });
  return presentAccounts(db, rows);
}

export function listCompanies(db: Db, actor: Actor): Promise<{ id: number; company: string }[]> {
  return companiesInScope(db, actor.scope);
}

const SEARCH_LIMIT = 20;

/** GET /accounts/search: the list's scope and narrowing, by name first unless another order is asked. */
export async function searchAccounts(db: Db, actor: Actor, query: SearchAccountsQuery): Promise<Account[]> {
  const { q, limit, sort, order, ...narrowing } = query;
  const rows = await queryAccounts(db, actor.scope, {
    ...narrowing,
    search: q,
    sort: sort ?? 'firstName',
    order: order ?? 'asc',
    limit: Number(limit ?? SEARCH_LIMIT),
  });
  return presentAccounts(db, rows);
}

/**
 * The account the actor asks to sign into, and whether it may (docs/decisions/008). Outside the scope is 404;
 * the person behind an impersonated session is refused like the actor itself: "return" pops the client's stack.
 */
export async function impersonationTarget(
  deps: Pick<AccountsDependencies, 'db' | 'specialAdminEmails'>,
  actor: Actor,
  id: number,
): Promise<{ row: AccountRow; isAllowed: boolean }> {
  const row = await scopedAccountOr404(deps.db, actor, id);
  const isAllowed =
    row.id !== actor.actingAccountId &&
    mayImpersonate(rightsOf(deps, actor), await factsOf(deps.db, actor, row));
  return { row, isAllowed };
}

/** The audit row of a sign-in into another account: the session's account and the person acting as it. */
export function recordSignedInto(
  db: Db,
  session: { accountId: number; actingAccountId: number; ip: string | null },
  from: number,
): Promise<void> {
  return recordAccountActivity(db, session, 'auth.signed_into_account', session.accountId, { from });
}
