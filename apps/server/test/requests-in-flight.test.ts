import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { TEST_JWT_SECRET } from './helpers/build-test-app';
import { createTestDatabase } from './helpers/test-database';

/**
 * A shutdown while a request's client has gone and its handler still runs (a load test stopped, SIGTERM at once):
 * Fastify's close does not wait for that handler, its connection being closed. The app's close does, within the
 * shutdown's bound, before the database closes (plugins/requests-in-flight.ts, decisions 045 and 071): the
 * handler's next query is answered, and nothing is logged as an error.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** The real app with one more route, whose handler waits for `gate` and then reads the database. */
async function appWithSlowRoute(gate: Promise<void>, shutdownTimeoutMs = 10_000) {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'adcontrol-stop-'));
  cleanups.push(async () => {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: TEST_JWT_SECRET,
    WEB_DIST_DIR: '/nonexistent-web-dist',
    DATA_DIR: dataDir,
    SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
  });
  const logged: { level: number; msg: string }[] = [];
  const stream = { write: (line: string) => logged.push(JSON.parse(line)) };
  const app: FastifyInstance = await buildApp({ config, database }, { logger: { level: 'warn', stream } });
  const handler = {
    started: deferred(),
    finished: deferred(),
    read: undefined as unknown,
    failed: undefined as unknown,
  };
  app.get('/slow', async () => {
    handler.started.resolve();
    await gate;
    try {
      handler.read = await queryRows(database.db, sql`select 1 as one`);
    } catch (error) {
      handler.failed = error;
      throw error;
    } finally {
      handler.finished.resolve();
    }
    return { done: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, database, logged, handler, port };
}

/** The end of serve.ts's shutdown: the app closes, then the database. */
async function stopAsServeDoes(app: FastifyInstance, database: Database) {
  await app.close();
  await database.close();
}

/** Sends a request and goes away once its handler runs. */
async function leaveDuringHandler(port: number, started: Promise<void>) {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await started;
  socket.destroy();
  await pause(50);
}

describe('stopping while a request whose client left is still handled', () => {
  it('waits for its handler, whose query is answered, before the database closes', async () => {
    const gate = deferred();
    const { app, database, logged, handler, port } = await appWithSlowRoute(gate.promise);
    await leaveDuringHandler(port, handler.started.promise);

    let stopped = false;
    const stopping = stopAsServeDoes(app, database).then(() => {
      stopped = true;
    });
    await pause(300);
    const stoppedBeforeHandler = stopped;
    gate.resolve();
    await stopping;
    await handler.finished.promise;

    expect(handler.failed).toBeUndefined();
    expect(handler.read).toEqual([{ one: 1 }]);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(stoppedBeforeHandler).toBe(false);
  });

  it('closes the database at its bound when the handler is still not done, saying so', async () => {
    const { app, database, logged, handler, port } = await appWithSlowRoute(new Promise(() => {}), 1_500);
    await leaveDuringHandler(port, handler.started.promise);

    const started = Date.now();
    await stopAsServeDoes(app, database);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(logged.map((line) => line.msg)).toContain(
      'requests still running at the shutdown bound; closing the database under them',
    );
  });
});
