import type { Role } from '@adcontrol/domain/shared/enums';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import type { Db } from '../../src/db/client';
import { accounts } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from './build-test-app';
import type { Person } from './callers';
import { createDemoDatabase } from './demo-database';

/**
 * The app on the seeded demo data (with `env` added to its environment), the server's clock held at the seed's
 * `now`, and the demo person of each role. It registers the file's `beforeAll` and `afterAll`; `beforeAll` hooks registered after this call run
 * once the demo is in place.
 */
export function demoAppAt(now: Date, env: Record<string, string> = {}) {
  const demoApp = { testApp: undefined as unknown as TestApp, demo: {} as Record<Role, Person> };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    demoApp.testApp = await buildTestApp(env, {}, { database: await createDemoDatabase(now) });
    Object.assign(demoApp.demo, await demoPeople(demoApp.testApp.database.db));
  });
  afterAll(async () => {
    await demoApp.testApp?.close();
    vi.useRealTimers();
  });

  return demoApp;
}

/** The demo person of each role in a database holding the demo. */
export async function demoPeople(db: Db): Promise<Record<Role, Person>> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const rows = await db
    .select({ id: accounts.id, email: accounts.email })
    .from(accounts)
    .where(inArray(accounts.email, emails));
  const demo = {} as Record<Role, Person>;
  for (const { email, role } of DEMO_ACCOUNTS) {
    const row = rows.find((person) => person.email === email);
    if (!row) throw new Error(`no demo ${role}`);
    demo[role] = { id: row.id, role };
  }
  return demo;
}
