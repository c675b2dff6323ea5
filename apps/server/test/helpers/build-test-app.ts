import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorEnvelope } from '@adcontrol/domain/shared/app-error';
import { isMessageKey, message } from '@adcontrol/domain/shared/messages';
import type { FastifyInstance } from 'fastify';
import { type AppDependencies, buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/**
 * The real app on a fresh, migrated database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL) and
 * its own data directory (mail outbox, uploads). Tests sign in far more often than people do, so the per-IP
 * limit is lifted unless a test sets it.
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  replaced: Pick<AppDependencies, 'places' | 'exchange' | 'mailer'> = {},
  /** A database made ahead, such as a copy of the seeded demo (demo-database.ts); a fresh empty one otherwise. */
  given: { database?: Database } = {},
): Promise<TestApp> {
  const database = given.database ?? (await createTestDatabase());
  const dataDir = await mkdtemp(join(tmpdir(), 'adcontrol-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://adcontrol.example.test',
    AUTH_RATE_LIMIT_PER_IP: '100000',
    PUBLIC_RATE_LIMIT_PER_IP: '100000',
    ...env,
  });
  const app = await buildApp({ config, database, ...replaced }, { logger: false });
  const unworded = watchErrorWords(app);
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      if (unworded.length > 0) {
        throw new Error(`error answers without their words for people:\n${unworded.join('\n')}`);
      }
    },
  };
}

/**
 * Every error answer of every API test names a catalogue message with all the values it needs (decision 059);
 * one that does not fails the test file when its app closes.
 */
function watchErrorWords(app: FastifyInstance): string[] {
  const unworded: string[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
    const body = JSON.parse(payload) as Partial<ErrorEnvelope>;
    if (body.success !== false) return payload;
    const where = `${request.method} ${request.url} (${reply.statusCode})`;
    if (!body.key || !isMessageKey(body.key)) unworded.push(`${where}: no catalogue key`);
    else if (message(body.key, 'en', body.params).includes('{{'))
      unworded.push(`${where}: ${body.key} lacks values ${JSON.stringify(body.params ?? {})}`);
    return payload;
  });
  return unworded;
}
