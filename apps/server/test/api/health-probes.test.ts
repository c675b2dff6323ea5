import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { READINESS_TIMEOUT_MS } from '../../src/modules/system/readiness';
import { TEST_JWT_SECRET } from '../helpers/build-test-app';
import { createTestDatabase } from '../helpers/test-database';

/**
 * The probes a supervisor or load balancer asks (docs/decisions/066): live while the process answers; ready only
 * while the database answers in time and the app is not draining for a shutdown. No metrics setting: /metrics is
 * not there. The database's answer to `select 1` is held back on demand, to show a slow one and a shutdown that
 * starts while a readiness check waits on it. The tests run in order: the last two close the database, then the
 * app.
 */
let app: FastifyInstance;
let database: Database;
let dataDir: string;
let gate: { pinged: () => void; opened: Promise<void> } | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'adcontrol-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
  });
  const gatedDatabase: Database = {
    ...database,
    async ping() {
      if (gate) {
        gate.pinged();
        await gate.opened;
      }
      return database.ping();
    },
  };
  app = await buildApp({ config, database: gatedDatabase }, { logger: false });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Holds the database's answers to pings until `release()`; `waiting` resolves once a ping waits. */
function holdPings() {
  let open = () => {};
  let pinged = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const waiting = new Promise<void>((resolve) => {
    pinged = resolve;
  });
  gate = { pinged, opened };
  return {
    waiting,
    release: () => {
      gate = null;
      open();
    },
  };
}

const probe = (path: 'live' | 'ready') => app.inject({ method: 'GET', url: `/api/health/${path}` });

it('answers live and ready, uncached, while the database answers', async () => {
  for (const [path, status] of [
    ['live', 'live'],
    ['ready', 'ready'],
  ] as const) {
    const response = await probe(path);
    expect(response.statusCode, path).toBe(200);
    expect(response.json()).toEqual({ status });
    expect(response.headers['cache-control']).toBe('no-store');
  }
});

it('has no /metrics without METRICS_TOKEN or METRICS_PORT', async () => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode).toBe(404);
  expect(app.metrics).toBeNull();
});

it(`is not ready when the database takes longer than ${READINESS_TIMEOUT_MS} ms, and live all the same`, async () => {
  const pings = holdPings();
  try {
    const ready = probe('ready');
    await pings.waiting;
    expect((await probe('live')).statusCode).toBe(200);
    const response = await ready;
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unready', reason: 'database-timeout' });
  } finally {
    pings.release();
  }
});

it('is not ready once the database is gone, and live all the same', async () => {
  await database.close();
  const response = await probe('ready');
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unready', reason: 'database-unreachable' });
  expect((await probe('live')).statusCode).toBe(200);
});

// After the database is gone: draining is what a check says once the shutdown has begun, whatever else it saw.
it('answers 503 draining to a readiness check under way when the shutdown starts', async () => {
  const pings = holdPings();
  const ready = probe('ready');
  await pings.waiting;
  const closing = app.close();
  while (!app.isDraining()) await new Promise((resolve) => setImmediate(resolve));
  pings.release();
  const response = await ready;
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ status: 'unready', reason: 'draining' });
  await closing;
});
