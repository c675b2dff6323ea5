import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Runs raw SQL and returns its rows. Both drivers answer `{ rows }`; the declared row type is the caller's
 * promise, so cast bigint and numeric columns in SQL or read them as text (see client.ts).
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
