import type { Account } from '@adcontrol/domain/accounts/account';
import type { updateMeRequest } from '@adcontrol/domain/accounts/contracts';
import { AppError } from '@adcontrol/domain/shared/app-error';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { changesBetween } from '../activity/index';
import { hashPassword, revokeAccountSessions, verifyPassword } from '../auth/index';
import type { Actor } from '../scope/actor';
import { recordAccountActivity } from './audit';
import { type AvatarFiles, checkAvatarChange, discardAvatar } from './avatar';
import { checkAvatar, checkTimezone, invalidField } from './input-checks';
import { findAccountById, type NewAccountRow, updateAccountRow } from './repository';
import { accountNotFound, presentAccount } from './service';

export type ProfileChanges = z.output<typeof updateMeRequest>;

const PROFILE_FIELDS = ['firstName', 'lastName', 'company', 'language', 'timezone', 'avatar'] as const;

/** PATCH /accounts/me: the caller's profile, and its password when it proves the current one. */
export async function updateProfile(
  db: Db,
  actor: Actor,
  changes: ProfileChanges,
  avatarFiles: AvatarFiles,
): Promise<Account> {
  const current = await findAccountById(db, actor.accountId);
  if (!current) throw accountNotFound();
  checkTimezone(changes.timezone);
  checkAvatar(changes.avatar);
  checkAvatarChange(current.avatar, changes.avatar);

  const values: Partial<NewAccountRow> = {};
  for (const field of PROFILE_FIELDS) {
    const value = changes[field];
    if (value !== undefined) Object.assign(values, { [field]: value });
  }
  if (changes.newPassword !== undefined) {
    if (!changes.currentPassword)
      throw invalidField(
        'currentPassword',
        'is required to set a new password',
        'auth.currentPasswordRequired',
      );
    if (!(await verifyPassword(changes.currentPassword, current.passwordHash))) {
      throw new AppError('BAD_REQUEST', MESSAGES['auth.currentPasswordIncorrect'].en, {
        field: 'currentPassword',
      });
    }
    values.passwordHash = await hashPassword(changes.newPassword);
  }

  const saved = await db.transaction(async (tx) => {
    const row = Object.keys(values).length > 0 ? await updateAccountRow(tx, current.id, values) : current;
    // A new password ends every other session at once (docs/decisions/043); this one stays.
    if (values.passwordHash) await revokeAccountSessions(tx, current.id, new Date(), actor.sessionId);
    await recordAccountActivity(
      tx,
      actor,
      'account.profile_updated',
      current.id,
      changesBetween(current, values),
    );
    return presentAccount(tx, row);
  });
  // An uploaded avatar that was removed or replaced by an address goes once the change is saved.
  await discardAvatar(avatarFiles, current.id, current.avatar, saved.avatar);
  return saved;
}
