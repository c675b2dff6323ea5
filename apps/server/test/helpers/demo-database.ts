import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { seedDemoData } from '../../src/db/seed/demo';
import { demoTemplatePrefix } from './migrated-template';
import { createServerDatabase, createTestDatabase, withAdminClient } from './test-database';

/**
 * A database holding the demo seeded at `now`, as a copy: the seed (thousands of rows, a password hash) runs once
 * per worker and `now`, not once per test file. On PGlite the first copy is dumped in memory and the next ones
 * load the dump; on PostgreSQL the first is kept as a template database named after the run
 * (migrated-template.ts drops it when the run ends) and the next ones are created from it.
 */
export async function createDemoDatabase(now: Date): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? serverCopy(serverUrl, now) : pgliteCopy(now);
}

const dumps = new Map<number, Promise<Blob>>();

async function pgliteCopy(now: Date): Promise<Database> {
  const dump = dumps.get(now.getTime());
  if (dump) return openDatabase({ loadDataDir: await dump });
  const database = await createTestDatabase();
  const made = seed(database, now).then(() => dumpOf(database));
  dumps.set(now.getTime(), made);
  // A failed seed is not kept: the next file tries again and reports its own failure.
  made.catch(() => dumps.delete(now.getTime()));
  await made;
  return database;
}

async function dumpOf(database: Database): Promise<Blob> {
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } })
    .$client;
  return client.dumpDataDir('none');
}

const templates = new Map<number, Promise<string>>();

async function serverCopy(serverUrl: string, now: Date): Promise<Database> {
  let template = templates.get(now.getTime());
  if (!template) {
    template = seededTemplate(serverUrl, now);
    templates.set(now.getTime(), template);
    template.catch(() => templates.delete(now.getTime()));
  }
  return createServerDatabase(serverUrl, await template);
}

/** A template database of this run holding the demo; PostgreSQL copies only a database nobody is connected to. */
async function seededTemplate(serverUrl: string, now: Date): Promise<string> {
  const name = `${demoTemplatePrefix(inject('testRunId'))}${Math.floor(now.getTime() / 1000)}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) =>
    admin.query(`create database ${name} template ${inject('migratedTemplate')}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await seed(database, now);
  } finally {
    await database.close();
  }
  return name;
}

async function seed(database: Database, now: Date): Promise<void> {
  const { seeded } = await seedDemoData(database, { now });
  if (!seeded) throw new Error('the demo was not seeded: the database was not empty');
}
