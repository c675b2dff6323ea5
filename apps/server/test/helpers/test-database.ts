import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/**
 * A migrated, empty database of its own: in-memory PGlite, or, when TEST_DATABASE_URL names a PostgreSQL server,
 * a brand-new database there that close() drops again. Both start as a copy of the run's migrated template
 * (test/helpers/migrated-template.ts); a test run without that global setup migrates from scratch.
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('migratedTemplate');
  const database = serverUrl
    ? await createServerDatabase(serverUrl, template)
    : await openDatabase(template ? { loadDataDir: await pgliteDump(template) } : {});
  if (template) return database;
  try {
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

let dump: Promise<Blob> | undefined;
/** The run's migrated PGlite data directory, read once per worker. */
export function pgliteDump(file: string): Promise<Blob> {
  dump ??= readFile(file).then((bytes) => new Blob([bytes]));
  return dump;
}

/** A new database on the server, copied from `template` when given; close() drops it. */
export async function createServerDatabase(
  serverUrl: string,
  template: string | undefined,
): Promise<Database> {
  const name = `adc_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  let closing: Promise<void> | undefined;
  const dropAfterClose = async () => {
    await database.close();
    await withAdminClient(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  };
  return {
    ...database,
    close() {
      closing ??= dropAfterClose();
      return closing;
    },
  };
}

/** A short-lived connection to the server's maintenance database, for creating and dropping databases. */
export async function withAdminClient<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
