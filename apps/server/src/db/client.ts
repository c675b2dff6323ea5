import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as relations from './relations';
import { retryConflicts } from './retry-conflicts';
import * as tables from './schema';

export const schema = { ...tables, ...relations };

/** A drizzle database over either driver; only the query-result type differs between them. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DatabaseDriver;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  url?: string;
  /** Where PGlite keeps its files; created if missing. Without it (and without `url`) data lives in memory. */
  dataDir?: string;
  /** A PGlite data directory dumped earlier (`dumpDataDir`) to start from, instead of an empty cluster. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.loadDataDir);
}

/*
 * Raw SQL (`db.execute`) answers the same way on both drivers, the way node-postgres does by default: bigint and
 * numeric values as text (map them with `.mapWith(Number)` or cast in SQL), dates as `YYYY-MM-DD` text.
 * Typed drizzle queries are unaffected: their columns map values themselves.
 */
const asText = (value: string) => value;
const PGLITE_PARSERS = { [types.INT8]: asText, [types.DATE]: asText };

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<Database> {
  let directory: string | undefined;
  if (dataDir) {
    directory = resolve(dataDir);
    await mkdir(directory, { recursive: true });
  }
  const client = await PGlite.create({
    ...(directory ? { dataDir: directory } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    parsers: PGLITE_PARSERS,
    // Trigram indexes serve the Control list's name search (migration 0018, docs/decisions/068).
    extensions: { pg_trgm },
  });
  const db: Db = drizzlePglite({ client, schema });
  return withLifecycle(db, 'pglite', async () => {
    if (!client.closed) await client.close();
  });
}

async function openPostgres(url: string): Promise<Database> {
  pg.types.setTypeParser(pg.types.builtins.DATE, asText);
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client that loses its connection emits 'error'; without a listener that would crash the process.
  pool.on('error', () => {});
  // So does a client checked out for a transaction, which the pool does not listen to: a database restart or a
  // terminated backend would end the process. The transaction fails with the error, and the pool drops the client.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db: Db = retryConflicts(drizzleNodePg({ client: pool, schema }));
  return withLifecycle(db, 'postgres', () => pool.end());
}

function withLifecycle(db: Db, driver: DatabaseDriver, end: () => Promise<void>): Database {
  let closing: Promise<void> | undefined;
  return {
    db,
    driver,
    async ping() {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    close() {
      closing ??= end();
      return closing;
    },
  };
}
