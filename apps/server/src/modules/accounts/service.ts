import type { Account } from '@adcontrol/domain/accounts/account';
import type { Db } from '../../db/client';
import {
  type AccountRow,
  findAccountByEmail,
  findAccountById,
  linkedAdvertiserIds,
  toAccount,
} from './repository';

export type { AccountRow };

export function accountByEmail(db: Db, email: string): Promise<AccountRow | undefined> {
  return findAccountByEmail(db, email);
}

export function accountById(db: Db, id: number): Promise<AccountRow | undefined> {
  return findAccountById(db, id);
}

export async function presentAccount(db: Db, row: AccountRow): Promise<Account> {
  return toAccount(row, await linkedAdvertiserIds(db, row.id));
}
