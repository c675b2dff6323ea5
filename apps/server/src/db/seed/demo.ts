import type { Role } from '@adcontrol/domain/shared/enums';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/auth/password';
import type { FileStorage } from '../../modules/files/storage';
import type { Database, Db } from '../client';
import { accounts } from '../schema';
import { storeArtwork } from './artwork';
import { createSeedContext } from './context';
import { queueSeededLinks } from './delivery-links';
import { buildDemoData, writeDemoData } from './demo-data';

export const DEMO_PASSWORD = 'demo-password';
const DEMO_DOMAIN = 'demo.adcontrol.test';
const DEMO_ROLES: readonly Role[] = [
  'admin',
  'advertiser',
  'seller',
  'super_seller',
  'country_manager',
  'analyst',
];
/** One account per role, all signing in with DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly { email: string; role: Role }[] = DEMO_ROLES.map((role) => ({
  email: `${role}@${DEMO_DOMAIN}`,
  role,
}));
/** Arbitrary key of the lock that keeps two instances starting together from both seeding. */
const SEED_LOCK_KEY = 4_105_551_902;

/**
 * Fills an empty database with a realistic, deterministic demo: the same `now` always gives the same rows
 * (password hashes aside, which are salted). Does nothing when any account exists. With `queueLinks`, the
 * campaigns delivering now are queued to the delivery servers they are linked to (for the simulator).
 */
export async function seedDemoData(
  database: Database,
  options: { now?: Date; queueLinks?: boolean; storage?: FileStorage } = {},
): Promise<{ seeded: boolean }> {
  if (await hasAccounts(database.db)) return { seeded: false };
  // Password hashing is deliberately costly: hash once, every demo account shares the password.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = options.now ?? new Date();
  const data = buildDemoData(createSeedContext(now, passwordHash), DEMO_ACCOUNTS);
  // The creatives' pictures are files before any row points at them.
  if (options.storage) await storeArtwork(options.storage);
  return database.db.transaction(async (tx) => {
    if (database.driver === 'postgres') await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAccounts(tx)) return { seeded: false };
    await writeDemoData(tx, data);
    if (options.queueLinks) await queueSeededLinks(tx, now);
    return { seeded: true };
  });
}

async function hasAccounts(db: Db): Promise<boolean> {
  const found = await db.select({ id: accounts.id }).from(accounts).limit(1);
  return found.length > 0;
}
