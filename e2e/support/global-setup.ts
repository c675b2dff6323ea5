import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServerForRun, STRICT_ENV, startServer } from './server';
import { E2E_WORKERS } from './workers';

/** A shared server as the tests see it: its address and its DATA_DIR, where its e-mails land (`outbox/`). */
export interface SharedServer {
  baseUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One shared server per worker: see support/shared-server.ts. */
    sharedServers: SharedServer[];
    /** The strict server: see STRICT_ENV. */
    strictBaseUrl: string;
  }
}

/**
 * Starts the real servers (built web app, embedded database, demo data) once for the whole e2e run: one shared
 * server per worker, so two test files running side by side never see each other's changes to the demo data,
 * and beside them the strict one. The suite signs in many times from one address, so the shared servers lift
 * the per-IP limit on auth calls; the per-account limit stays as shipped.
 */
export default async function setup(project: TestProject) {
  await buildServerForRun();
  const sharedDirs = Array.from({ length: E2E_WORKERS }, () => mkdtempSync(join(tmpdir(), 'adcontrol-e2e-')));
  const strictDir = mkdtempSync(join(tmpdir(), 'adcontrol-strict-'));
  const servers = await Promise.allSettled([
    ...sharedDirs.map((dir) => startServer(dir, { AUTH_RATE_LIMIT_PER_IP: '100000' })),
    startServer(strictDir, STRICT_ENV),
  ]);
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.status === 'fulfilled' && server.value.stop()));
    for (const directory of [...sharedDirs, strictDir]) rmSync(directory, { recursive: true, force: true });
  };
  const started = servers.flatMap((server) => (server.status === 'fulfilled' ? [server.value] : []));
  const strict = started.at(-1);
  if (started.length !== servers.length || !strict) {
    await teardown();
    const failure = servers.find((server) => server.status === 'rejected');
    throw failure?.status === 'rejected' ? failure.reason : new Error('a server did not start');
  }
  project.provide(
    'sharedServers',
    started.slice(0, -1).map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  project.provide('strictBaseUrl', strict.baseUrl);
  return teardown;
}
