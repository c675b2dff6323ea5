import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, withAdminClient } from '../../test/helpers/test-database';
import type { Database } from './client';
import { queryRows } from './query-rows';

const serverUrl = process.env.TEST_DATABASE_URL;

/** What a PostgreSQL server does to its clients: only the PostgreSQL pass can end a backend. */
describe.skipIf(!serverUrl)('a PostgreSQL connection ended by the server', () => {
  let database: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database?.close();
  });

  it('fails the transaction it was serving and leaves the process and the pool working', async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      const transaction = database.db.transaction(async (tx) => {
        const [backend] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        // A restart, a failover or an administrator ends the backend while the transaction holds it.
        await withAdminClient(serverUrl as string, (admin) =>
          admin.query('select pg_terminate_backend($1)', [backend?.pid]),
        );
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      expect(await database.ping()).toBe(true);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
