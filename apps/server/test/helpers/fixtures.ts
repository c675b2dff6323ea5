import type { Role } from '@adcontrol/domain/shared/enums';
import type { Db } from '../../src/db/client';
import { accounts } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/password';

const hashes = new Map<string, Promise<string>>();

/** Password hashing is costly on purpose; tests hash each distinct password once. */
function hashOnce(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export interface AccountFixture {
  role?: Role;
  email?: string;
  password?: string;
  firstName?: string;
  confirmed?: boolean;
  parentId?: number | null;
  country?: string | null;
}

let sequence = 0;

export async function createAccount(db: Db, fixture: AccountFixture = {}) {
  sequence += 1;
  const password = fixture.password ?? 'correct horse battery';
  const [row] = await db
    .insert(accounts)
    .values({
      role: fixture.role ?? 'advertiser',
      email: fixture.email ?? `user${sequence}@example.test`,
      passwordHash: await hashOnce(password),
      firstName: fixture.firstName ?? `User ${sequence}`,
      language: 'en',
      confirmedAt: fixture.confirmed === false ? null : new Date('2026-01-01T00:00:00Z'),
      parentId: fixture.parentId ?? null,
      country: fixture.country ?? null,
    })
    .returning();
  if (!row) throw new Error('account fixture was not inserted');
  return { ...row, password };
}
