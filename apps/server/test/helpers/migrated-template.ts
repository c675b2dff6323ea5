import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { MIGRATIONS_FOLDER, migrate } from '../../src/db/migrate';
import { withAdminClient } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A database with every checked-in migration applied, that each test's database starts as a copy of: on
     * PGlite, the file of a dumped data directory; on PostgreSQL, the name of a template database.
     */
    migratedTemplate: string;
    /** Names what this run leaves on a PostgreSQL server (the seeded demo's templates), for its teardown. */
    testRunId: string;
  }
}

/**
 * Global setup of the server test projects. Starting PGlite runs initdb (seconds on a busy 2-core machine) and
 * the migrations come on top; on PostgreSQL the migrations take most of a new database's time. Both are paid
 * once per run here instead of once per test file: PGlite loads a dumped data directory, PostgreSQL copies a
 * template database. The copy is keyed by the migrations' content, so a changed migration makes a new one.
 */
export default async function setup(project: TestProject) {
  const serverUrl = (project.config.env?.TEST_DATABASE_URL as string | undefined) || undefined;
  const key = await migrationsKey();
  const runId = randomBytes(4).toString('hex');
  project.provide('testRunId', runId);
  project.provide(
    'migratedTemplate',
    serverUrl ? await postgresTemplate(serverUrl, key) : await pgliteDump(key),
  );
  return async () => {
    if (serverUrl) await dropDemoTemplates(serverUrl, runId);
  };
}

/** The prefix of a run's seeded demo templates (demo-database.ts). */
export function demoTemplatePrefix(runId: string): string {
  return `adc_demo_${runId}_`;
}

/** The demo templates are the run's own (their data depends on the seed's code): none outlives it. */
async function dropDemoTemplates(serverUrl: string, runId: string): Promise<void> {
  await withAdminClient(serverUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [demoTemplatePrefix(runId)],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
  });
}

async function migrationsKey(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await readdir(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(MIGRATIONS_FOLDER.length)).update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

async function pgliteDump(key: string): Promise<string> {
  const file = join(tmpdir(), `adcontrol-migrated-${key}.tar`);
  if (existsSync(file)) return file;
  const database = await openDatabase({});
  try {
    await migrate(database);
    const client = (
      database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }
    ).$client;
    const dump = await client.dumpDataDir('none');
    // Written aside and renamed, so a run that stops half-way never leaves a truncated copy behind.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await database.close();
  }
  return file;
}

async function postgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `adc_template_${key}`;
  const exists = await withAdminClient(serverUrl, async (admin) => {
    const result = await admin.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  });
  if (exists) return name;
  // Built under a name of its own and renamed once complete, so no test copies a half-migrated template.
  const building = `${name}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database ${building}`));
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await migrate(database);
  } finally {
    await database.close();
  }
  await withAdminClient(serverUrl, async (admin) => {
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch (error) {
      // Another run built the same template meanwhile: theirs serves as well.
      await admin.query(`drop database if exists ${building} with (force)`);
      if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) throw error;
    }
  });
  return name;
}
