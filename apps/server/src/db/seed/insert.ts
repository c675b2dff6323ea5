import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** PostgreSQL takes at most 65,535 parameters per statement; stay well below it. */
const MAX_PARAMETERS = 30_000;

export async function insertInBatches<T extends PgTable>(
  db: Db,
  table: T,
  rows: PgInsertValue<T>[],
): Promise<void> {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

/** After rows were written with explicit ids, the identity sequence continues after the highest one. */
export async function continueIdentity(db: Db, table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${`"${name}"`}, 'id'), (select max(id) from ${sql.identifier(name)}))`,
  );
}
