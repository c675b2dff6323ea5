import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { STRICT_ENV, startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The shared server's DATA_DIR, where its e-mails land (`outbox/`). */
    dataDir: string;
    /** The strict server: see STRICT_ENV. */
    strictBaseUrl: string;
  }
}

/**
 * Starts the real server (built web app, embedded database, demo data) once for the whole e2e run, and beside
 * it the strict one. The suite signs in many times from one address, so the shared server lifts the per-IP
 * limit on auth calls; the per-account limit stays as shipped.
 */
export default async function setup(project: TestProject) {
  const dataDirs = [
    mkdtempSync(join(tmpdir(), 'adcontrol-e2e-')),
    mkdtempSync(join(tmpdir(), 'adcontrol-strict-')),
  ];
  const [dataDir = '', strictDataDir = ''] = dataDirs;
  const servers = await Promise.allSettled([
    startServer(dataDir, { AUTH_RATE_LIMIT_PER_IP: '100000' }),
    startServer(strictDataDir, STRICT_ENV),
  ]);
  const teardown = async () => {
    await Promise.all(servers.map((server) => server.status === 'fulfilled' && server.value.stop()));
    for (const directory of dataDirs) rmSync(directory, { recursive: true, force: true });
  };
  const [shared, strict] = servers;
  if (shared?.status !== 'fulfilled' || strict?.status !== 'fulfilled') {
    await teardown();
    const failure = servers.find((server) => server.status === 'rejected');
    throw failure?.status === 'rejected' ? failure.reason : new Error('a server did not start');
  }
  project.provide('baseUrl', shared.value.baseUrl);
  project.provide('dataDir', dataDir);
  project.provide('strictBaseUrl', strict.value.baseUrl);
  return teardown;
}
