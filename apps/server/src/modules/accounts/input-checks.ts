import { AppError, type MessageParams } from '@adcontrol/domain/shared/app-error';
import type { Role } from '@adcontrol/domain/shared/enums';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import type { Db } from '../../db/client';
import type { Scope } from '../scope/scope';
import {
  type AccountRow,
  advertisersInScope,
  findAccountByEmail,
  findAccountById,
  findScopedAccount,
  isBelow,
} from './repository';
import { mayHangUnder, mayHaveLinkedAdvertisers } from './rules';

export function forbidden(message: string, key: MessageKey, field?: string): AppError {
  return new AppError('FORBIDDEN', message, { key, ...(field ? { field } : {}) });
}

/** A 400 that names the offending field, like a schema failure does (docs/decisions/005). */
export function invalidField(
  field: string,
  detail: string,
  key: MessageKey,
  params?: MessageParams,
): AppError {
  return new AppError('VALIDATION_FAILED', `${field}: ${detail}`, {
    field,
    key,
    ...(params ? { params } : {}),
  });
}

export function checkTimezone(timezone: string | undefined): void {
  if (timezone === undefined) return;
  try {
    new Intl.DateTimeFormat('en', { timeZone: timezone });
  } catch {
    throw invalidField('timezone', 'is not a known time zone', 'accounts.timezoneUnknown');
  }
}

/** An avatar is a web address or a path of an uploaded file; anything else (`javascript:`, data) is refused. */
export function checkAvatar(avatar: string | null | undefined): void {
  if (avatar === null || avatar === undefined) return;
  if (/^https?:\/\/[^\s]+$/i.test(avatar) || /^\/[^\s/][^\s]*$/.test(avatar)) return;
  throw invalidField(
    'avatar',
    'must be an http(s) address or the path of an uploaded file',
    'validation.webAddressOrFile',
  );
}

export async function checkEmailFree(db: Db, email: string, ownerId?: number): Promise<void> {
  const existing = await findAccountByEmail(db, email);
  if (existing && existing.id !== ownerId) throw emailTaken();
}

export function emailTaken(): AppError {
  return new AppError('CONFLICT', MESSAGES['auth.emailExists'].en, { field: 'email' });
}

// Other modules still read it from here; new code imports db/unique-violation.ts.

/**
 * The parent an account of `role` would hang from: visible to the actor, of a role that may hold it, and (when
 * an existing account moves) not the account itself or one below it. An unseen parent reads as a missing one.
 */
export async function checkParent(
  db: Db,
  scope: Scope,
  role: Role,
  parentId: number | null,
  movingId?: number,
): Promise<AccountRow | null> {
  if (parentId === null) {
    if (!mayHangUnder(role, null))
      throw invalidField('parentId', `a ${role} needs a parent`, 'accounts.parentRequired');
    return null;
  }
  const parent = await findScopedAccount(db, scope, parentId);
  if (!parent) throw invalidField('parentId', 'no such account', 'accounts.parentNotFound');
  if (movingId !== undefined && (parent.id === movingId || (await isBelow(db, movingId, parent.id)))) {
    throw invalidField('parentId', 'an account can not hang below itself', 'accounts.parentIsItself');
  }
  if (!mayHangUnder(role, parent.role)) {
    throw invalidField(
      'parentId',
      `a ${role} can not hang under a ${parent.role}`,
      'accounts.parentRoleRefused',
    );
  }
  return parent;
}

/** The current parent, whoever can see it: a role change must still fit where the account hangs. */
export async function checkStillHangs(db: Db, role: Role, parentId: number | null): Promise<void> {
  const parent = parentId === null ? undefined : await findAccountById(db, parentId);
  if (!mayHangUnder(role, parent?.role ?? null)) {
    throw invalidField(
      'role',
      `a ${role} can not hang under a ${parent?.role ?? 'nothing'}`,
      'accounts.roleRefusedUnderParent',
    );
  }
}

/** Links to advertisers: only for sellers and super sellers, and a newly added one must be visible to the actor. */
export async function checkLinks(
  db: Db,
  scope: Scope,
  role: Role,
  links: number[],
  alreadyLinked: number[] = [],
): Promise<void> {
  if (links.length > 0 && !mayHaveLinkedAdvertisers(role)) {
    throw invalidField(
      'advertisersLinked',
      'only sellers and super sellers have linked advertisers',
      'accounts.linkedAdvertisersSellersOnly',
    );
  }
  const added = [...new Set(links)].filter((id) => !alreadyLinked.includes(id));
  const visible = await advertisersInScope(db, scope, added);
  const unknown = added.find((id) => !visible.has(id));
  if (unknown !== undefined)
    throw invalidField(
      'advertisersLinked',
      `no such advertiser: ${unknown}`,
      'accounts.linkedAdvertiserNotFound',
      { id: unknown },
    );
}
