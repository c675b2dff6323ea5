import { sql } from 'drizzle-orm';
import { type MigrationMeta, readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { serverFile } from '../server-files';
import type { Database } from './client';
import { queryRows } from './query-rows';

/** The checked-in migrations, found from the server's folder so neither the working directory nor a build matters. */
export const MIGRATIONS_FOLDER = serverFile('drizzle');
const MIGRATIONS_SCHEMA = 'drizzle';
const MIGRATIONS_TABLE = '__drizzle_migrations';
const config = {
  migrationsFolder: MIGRATIONS_FOLDER,
  migrationsSchema: MIGRATIONS_SCHEMA,
  migrationsTable: MIGRATIONS_TABLE,
};
/** Arbitrary key of the advisory lock that lets one instance migrate while the others wait. */
const MIGRATION_LOCK_KEY = 4_105_551_901;

export async function migrate(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
    return;
  }
  // Several instances may start together: serialise them on one connection holding a session lock.
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), config);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

let checkedIn: MigrationMeta[] | undefined;

export async function migrationStatus(database: Database): Promise<{ applied: number; pending: number }> {
  // The folder ships with the code and never changes while it runs: read it once, not on every health check.
  checkedIn ??= readMigrationFiles(config);
  const migrations = checkedIn;
  const [table] = await queryRows<{ exists: boolean }>(
    database.db,
    sql`select to_regclass(${`${MIGRATIONS_SCHEMA}.${MIGRATIONS_TABLE}`}) is not null as exists`,
  );
  if (!table?.exists) return { applied: 0, pending: migrations.length };
  const [last] = await queryRows<{ applied: string; createdAt: string | null }>(
    database.db,
    sql`select count(*) as applied, max(created_at) as "createdAt"
        from ${sql.identifier(MIGRATIONS_SCHEMA)}.${sql.identifier(MIGRATIONS_TABLE)}`,
  );
  // Same rule as drizzle's migrator: a migration is pending when it is newer than the last one applied.
  const lastApplied = last?.createdAt == null ? -1 : Number(last.createdAt);
  const pending = migrations.filter((migration) => migration.folderMillis > lastApplied).length;
  return { applied: Number(last?.applied ?? 0), pending };
}
