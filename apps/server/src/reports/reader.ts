import type { Language } from '@adcontrol/domain/shared/enums';
import type { Db } from '../db/client';
import { accountById } from '../modules/accounts/index';
import type { Reader } from './table';

/**
 * Who reads a downloaded file: the language the request asks for (`lang`, as the web sends its interface's),
 * else the account's; the account's own time zone for "generated at" lines. Files read left to right.
 */
export async function readerOf(
  db: Db,
  account: { accountId: number; language: Language },
  lang?: Language,
): Promise<Reader> {
  const row = await accountById(db, account.accountId);
  return { language: lang ?? account.language, timeZone: row?.timezone ?? 'UTC', direction: 'ltr' };
}
