import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { withClient } from './database';
import { redisCommand } from './redis';
import { announce } from './timeline';

export const REPO_ROOT = new URL('../../../', import.meta.url).pathname;

/** PostgreSQL and Redis must answer before anything starts; the message names whichever does not. */
export async function checkServices(postgresUrl: string, redisUrl: string): Promise<void> {
  const missing: string[] = [];
  try {
    await withClient(postgresUrl, (client) => client.query('select 1'));
  } catch (error) {
    missing.push(`PostgreSQL at ${postgresUrl} does not answer (${(error as Error).message})`);
  }
  try {
    const answer = await redisCommand(redisUrl, 'PING');
    if (answer !== 'PONG') missing.push(`Redis at ${redisUrl} answered "${answer}" to PING`);
  } catch (error) {
    missing.push(`Redis at ${redisUrl} does not answer (${(error as Error).message})`);
  }
  if (missing.length > 0) {
    throw new Error(`The soak needs a PostgreSQL and a Redis server:\n  ${missing.join('\n  ')}`);
  }
}

function findNginx(): string | null {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(path)) return path;
  }
  return null;
}

/** nginx from Debian's packages, installed with apt-get when it is not there yet (needs root). */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  announce('nginx is missing: installing nginx-light with apt-get');
  const install = spawnSync('apt-get', ['install', '-y', '-q', 'nginx-light'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    timeout: 300_000,
  });
  const installed = findNginx();
  if (install.status !== 0 || !installed) {
    throw new Error(
      'nginx is not installed and apt-get could not install it: run `apt-get install nginx-light`',
    );
  }
  return installed;
}

/** The built web app: apps/web/dist when it is there, else a build of our own with vite (not touching dist). */
export function ensureWebBuild(cacheDir: string): string {
  const shipped = join(REPO_ROOT, 'apps/web/dist');
  if (existsSync(join(shipped, 'index.html'))) return shipped;
  const ours = join(cacheDir, 'web-dist');
  if (existsSync(join(ours, 'index.html'))) return ours;
  announce(`building the web app with vite into ${ours} (apps/web/dist is missing)`);
  const build = spawnSync(
    process.execPath,
    [join(REPO_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', ours, '--emptyOutDir'],
    { cwd: join(REPO_ROOT, 'apps/web'), stdio: 'inherit', timeout: 900_000 },
  );
  if (build.status !== 0 || !existsSync(join(ours, 'index.html'))) {
    throw new Error('the web app did not build (vite build in apps/web)');
  }
  return ours;
}
