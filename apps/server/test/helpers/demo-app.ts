import type { Role } from '@adcontrol/domain/shared/enums';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, vi } from 'vitest';
import { accounts } from '../../src/db/schema';
import { DEMO_ACCOUNTS } from '../../src/db/seed/demo';
import { buildTestApp, type TestApp } from './build-test-app';
import type { Person } from './callers';
import { createDemoDatabase } from './demo-database';

/**
 * The app on the seeded demo data, the server's clock held at the seed's `now`, and the demo person of each
 * role. It registers the file's `beforeAll` and `afterAll`; `beforeAll` hooks registered after this call run
 * once the demo is in place.
 */
export function demoAppAt(now: Date) {
  const demoApp = { testApp: undefined as unknown as TestApp, demo: {} as Record<Role, Person> };

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    demoApp.testApp = await buildTestApp({}, {}, { database: await createDemoDatabase(now) });
    const emails = DEMO_ACCOUNTS.map((account) => account.email);
    const rows = await demoApp.testApp.database.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(inArray(accounts.email, emails));
    for (const { email, role } of DEMO_ACCOUNTS) {
      const row = rows.find((person) => person.email === email);
      if (!row) throw new Error(`no demo ${role}`);
      demoApp.demo[role] = { id: row.id, role };
    }
  });
  afterAll(async () => {
    await demoApp.testApp?.close();
    vi.useRealTimers();
  });

  return demoApp;
}
