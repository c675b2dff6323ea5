import { randomBytes } from 'node:crypto';
import type { Account } from '@adcontrol/domain/accounts/account';
import { AVATAR_UPLOAD } from '@adcontrol/domain/accounts/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { changesBetween } from '../activity/index';
import { checkContentType } from '../files/content-check';
import { toSquareWebp } from '../files/images';
import { keyOfPublicUrl, publicUrlOf } from '../files/public-files';
import type { FileStorage } from '../files/storage';
import type { Actor } from '../scope/actor';
import { recordAccountActivity } from './audit';
import { invalidField } from './input-checks';
import { lockAvatar, updateAccountRow } from './repository';
import { accountNotFound, presentAccount } from './service';

/** Where avatar files go, and the log for a file that could not be removed (it is only left over, never lost). */
export interface AvatarFiles {
  files: FileStorage;
  log: FastifyBaseLogger;
}

const FIELD = AVATAR_UPLOAD.field;

/** The account id leads the name, so an account can only ever remove its own files. */
function newAvatarKey(accountId: number): string {
  return `avatars/${accountId}-${randomBytes(16).toString('hex')}.webp`;
}

function ownAvatarKey(accountId: number, url: string | null | undefined): string | null {
  const key = keyOfPublicUrl(url);
  return key?.startsWith(`avatars/${accountId}-`) ? key : null;
}

/**
 * POST /accounts/me/avatar: the picture is checked by its content, decoded and re-encoded, stored, and only
 * then set on the account. If the account can not be saved the new file goes again; once it is saved the
 * file it replaced goes.
 */
export async function uploadAvatar(
  db: Db,
  { files, log }: AvatarFiles,
  actor: Actor,
  upload: Uint8Array,
): Promise<Account> {
  await checkContentType(upload, FIELD, AVATAR_UPLOAD.types);
  const picture = await toSquareWebp(upload, FIELD, AVATAR_UPLOAD.size);
  const key = newAvatarKey(actor.accountId);
  await files.put(key, picture, 'image/webp');

  let saved: { account: Account; previous: string | null };
  try {
    saved = await db.transaction(async (tx) => {
      // Locked, so of two uploads at once each removes the file the other did not keep.
      const current = await lockAvatar(tx, actor.accountId);
      if (!current) throw accountNotFound();
      const row = await updateAccountRow(tx, actor.accountId, { avatar: publicUrlOf(key) });
      await recordAccountActivity(tx, actor, 'account.profile_updated', actor.accountId, {
        ...changesBetween(current, { avatar: row.avatar }),
        uploaded: true,
      });
      return { account: await presentAccount(tx, row), previous: current.avatar };
    });
  } catch (error) {
    await removeFile(files, log, key);
    throw error;
  }
  await discardAvatar({ files, log }, actor.accountId, saved.previous, saved.account.avatar);
  return saved.account;
}

/**
 * PATCH /accounts/me may remove the avatar or point it at a web address, but an uploaded file's address is only
 * ever set by the upload: otherwise an account could take over, and later remove, a file that is not its own.
 */
export function checkAvatarChange(current: string | null, next: string | null | undefined): void {
  if (typeof next === 'string' && next !== current && keyOfPublicUrl(next) !== null) {
    throw invalidField(
      'avatar',
      'an uploaded picture is set with POST /accounts/me/avatar',
      'accounts.avatarUploadOnly',
    );
  }
}

/** After the account no longer points at its uploaded file (replaced or removed, and committed), the file goes. */
export async function discardAvatar(
  { files, log }: AvatarFiles,
  accountId: number,
  previous: string | null,
  next: string | null,
): Promise<void> {
  const key = previous === next ? null : ownAvatarKey(accountId, previous);
  if (key) await removeFile(files, log, key);
}

async function removeFile(files: FileStorage, log: FastifyBaseLogger, key: string): Promise<void> {
  try {
    await files.delete(key);
  } catch (error) {
    log.warn({ err: error, key }, 'a stored file could not be removed and is left over');
  }
}
