import type { Account } from '@adcontrol/domain/accounts/account';
import type { createAccountRequest, updateAccountRequest } from '@adcontrol/domain/accounts/contracts';
import { can } from '@adcontrol/domain/rules/permissions';
import { AppError } from '@adcontrol/domain/shared/app-error';
import type { Role } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { changesBetween } from '../activity/index';
import { hashPassword, revokeAccountSessions } from '../auth/index';
import { marketOfIp } from '../geo/ip-geolocation';
import type { Actor } from '../scope/actor';
import { recordAccountActivity } from './audit';
import {
  checkEmailFree,
  checkLinks,
  checkParent,
  checkStillHangs,
  checkTimezone,
  emailTaken,
  forbidden,
} from './input-checks';
import {
  type AccountRow,
  childRoles,
  insertAccount,
  linkedAdvertiserIds,
  type NewAccountRow,
  replaceLinkedAdvertisers,
  updateAccountRow,
} from './repository';
import {
  type ActorRights,
  managedRoles,
  mayHangUnder,
  mayHaveLinkedAdvertisers,
  mayManage,
  mayTakeRole,
} from './rules';
import { type AccountsDependencies, factsOf, presentAccount, rightsOf, scopedAccountOr404 } from './service';

export type CreateAccountInput = z.output<typeof createAccountRequest>;
export type AccountChanges = z.output<typeof updateAccountRequest>;

/** Runs a write in one transaction and turns a duplicate e-mail caught by the database into the 409. */
async function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction((tx) => work(tx));
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** A country manager keeps every account it manages in its own country. */
function checkCountryRight(rights: ActorRights, country: string | null | undefined): void {
  if (!can(rights.role, 'accounts.stayInCountry') || country === undefined) return;
  if (rights.country === null || country !== rights.country) {
    throw forbidden('You can only manage accounts of your own country', 'accounts.ownCountryOnly', 'country');
  }
}

/** The country given; else a country manager's own; else where the request came from; else the parent's. */
async function defaultCountry(
  deps: AccountsDependencies,
  rights: ActorRights,
  input: CreateAccountInput,
  context: { ip: string | undefined; parent: AccountRow | null },
): Promise<string | null> {
  if (input.country) return input.country;
  if (can(rights.role, 'accounts.stayInCountry')) return rights.country;
  return (await marketOfIp(deps.geolocation, context.ip)) ?? context.parent?.country ?? null;
}

export async function createAccount(
  deps: AccountsDependencies,
  actor: Actor,
  input: CreateAccountInput,
  client: { ip: string | undefined },
): Promise<Account> {
  const { db } = deps;
  const rights = rightsOf(deps, actor);
  if (!managedRoles(rights).includes(input.role)) {
    throw forbidden('You can not create an account with this role', 'accounts.cannotCreateRole', 'role');
  }
  checkTimezone(input.timezone);
  const isBranchBound = can(actor.role, 'accounts.stayInBranch');
  const parent = await checkParent(
    db,
    actor.scope,
    input.role,
    input.parentId ?? (isBranchBound ? actor.accountId : null),
  );
  const country = await defaultCountry(deps, rights, input, { ip: client.ip, parent });
  checkCountryRight(rights, country);
  const links = input.advertisersLinked ?? [];
  await checkLinks(db, actor.scope, input.role, links);
  await checkEmailFree(db, input.email);
  const passwordHash = await hashPassword(input.password);

  return inTransaction(db, async (tx) => {
    const row = await insertAccount(tx, {
      role: input.role,
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName ?? null,
      company: input.company ?? null,
      language: input.language,
      timezone: input.timezone,
      country,
      parentId: parent?.id ?? null,
      // A manager vouches for the address it typed: the account can sign in at once.
      confirmedAt: new Date(),
    });
    await replaceLinkedAdvertisers(tx, row.id, links);
    await recordAccountActivity(tx, actor, 'account.created', row.id, {
      email: row.email,
      role: row.role,
      parentId: row.parentId,
    });
    return presentAccount(tx, row);
  });
}

/** What an account may change of itself through PATCH /accounts/:id: never its place, never a higher role. */
function checkSelfChanges(rights: ActorRights, current: AccountRow, changes: AccountChanges): void {
  if (changes.role !== undefined && !mayTakeRole(rights, changes.role)) {
    throw forbidden('You can not raise your own role', 'accounts.cannotRaiseOwnRole', 'role');
  }
  if (changes.parentId !== undefined && changes.parentId !== current.parentId) {
    throw forbidden('You can not move your own account', 'accounts.cannotMoveOwn', 'parentId');
  }
  if (
    can(rights.role, 'accounts.stayInCountry') &&
    changes.country !== undefined &&
    changes.country !== current.country
  ) {
    throw forbidden('You can not change your own country', 'accounts.cannotChangeOwnCountry', 'country');
  }
}

async function checkOtherChanges(
  deps: AccountsDependencies,
  actor: Actor,
  rights: ActorRights,
  current: AccountRow,
  changes: AccountChanges,
): Promise<void> {
  if (!mayManage(rights, await factsOf(deps.db, actor, current))) {
    throw forbidden('You can not change this account', 'accounts.cannotChange');
  }
  if (changes.role !== undefined && !managedRoles(rights).includes(changes.role)) {
    throw forbidden('You can not give an account this role', 'accounts.cannotGiveRole', 'role');
  }
  checkCountryRight(rights, changes.country);
}

/** Role and place checked together: the account must still fit its parent, and its children must fit it. */
async function checkShape(db: Db, actor: Actor, current: AccountRow, changes: AccountChanges) {
  const role = changes.role ?? current.role;
  if (changes.parentId !== undefined && changes.parentId !== current.parentId) {
    await checkParent(db, actor.scope, role, changes.parentId, current.id);
  } else if (role !== current.role) {
    await checkStillHangs(db, role, current.parentId);
  }
  if (role !== current.role) await checkChildrenFit(db, current.id, role);
}

async function checkChildrenFit(db: Db, id: number, role: Role): Promise<void> {
  const children = await childRoles(db, id);
  const misfit = children.find((child) => !mayHangUnder(child.role, role));
  if (misfit) {
    throw new AppError('CONFLICT', `Accounts below this one can not hang under a ${role}; move them first`, {
      field: 'role',
      key: 'accounts.childrenBlockRole',
    });
  }
}

export async function updateAccount(
  deps: AccountsDependencies,
  actor: Actor,
  id: number,
  changes: AccountChanges,
): Promise<Account> {
  const { db } = deps;
  const rights = rightsOf(deps, actor);
  const current = await scopedAccountOr404(db, actor, id);
  if (current.id === actor.accountId) checkSelfChanges(rights, current, changes);
  else await checkOtherChanges(deps, actor, rights, current, changes);
  checkTimezone(changes.timezone);
  await checkShape(db, actor, current, changes);
  const role = changes.role ?? current.role;
  const linked = await linkedAdvertiserIds(db, current.id);
  if (changes.advertisersLinked !== undefined) {
    await checkLinks(db, actor.scope, role, changes.advertisersLinked, linked);
  }
  if (changes.email !== undefined) await checkEmailFree(db, changes.email, current.id);
  const changed = Object.keys(changes).filter((key) => changes[key as keyof AccountChanges] !== undefined);
  if (changed.length === 0) return presentAccount(db, current);
  const values = await rowChanges(changes);

  return inTransaction(db, async (tx) => {
    const row = Object.keys(values).length > 0 ? await updateAccountRow(tx, id, values) : current;
    // A password set by a manager ends the account's sessions (but the manager's own, on its own account).
    if (values.passwordHash) {
      await revokeAccountSessions(tx, id, new Date(), id === actor.accountId ? actor.sessionId : null);
    }
    // A role that may not have linked advertisers drops them: that is part of the change too.
    const isUnlinked = linked.length > 0 && !mayHaveLinkedAdvertisers(role);
    const links = changes.advertisersLinked ?? (isUnlinked ? [] : undefined);
    if (links !== undefined) await replaceLinkedAdvertisers(tx, id, links);
    const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);
    const after = links === undefined ? values : { ...values, advertisersLinked: sorted(links) };
    const change = changesBetween({ ...current, advertisersLinked: sorted(linked) }, after);
    await recordAccountActivity(tx, actor, 'account.updated', id, change);
    return presentAccount(tx, row);
  });
}

async function rowChanges(changes: AccountChanges): Promise<Partial<NewAccountRow>> {
  const { password, advertisersLinked: _links, ...fields } = changes;
  const values: Partial<NewAccountRow> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (password !== undefined) values.passwordHash = await hashPassword(password);
  return values;
}
