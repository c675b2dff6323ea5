import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { buildServerInto } from '../../apps/server/build-into';

const repoRoot = new URL('../..', import.meta.url).pathname;
/**
 * The server as production runs it (docs/decisions/067): bundled from the checkout's sources by
 * apps/server/build.mjs (under a second) into a folder of the e2e run's own, so a stale `npm run build` never
 * stands in for the code under test.
 */
const BUILT_SERVER = join(repoRoot, 'apps/server/.build-test-e2e');

/** Builds the server for the run once (global setup); the test files that start servers of their own reuse it. */
export async function buildServerForRun(): Promise<void> {
  await buildServerInto(BUILT_SERVER);
}

async function builtEntry(): Promise<string> {
  const entry = join(BUILT_SERVER, 'main.js');
  if (!existsSync(entry)) await buildServerForRun();
  return entry;
}

/**
 * The strict server's settings: access tokens that expire after 5 s (the least the server allows), so a test
 * can outlive one, and sign-in locked after 3 failures for an account. Only the tests of refresh and of rate
 * limits use it, each with accounts of its own.
 */
export const STRICT_ENV = {
  ACCESS_TOKEN_TTL_SECONDS: '5',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '3',
} as const;

export interface RunningServer {
  baseUrl: string;
  /** Its DATA_DIR: the database, and the e-mail outbox in `outbox/`. */
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server from the repository (built web app, demo data) and waits until it is healthy.
 * Links in its e-mails start with its own address (PUBLIC_URL), so a test can open them; `env` may override.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  // The delivery simulator the server starts beside itself gets a free port of its own, not the next one.
  const simulatorPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--enable-source-maps', await builtEntry()], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      SIMULATOR_PORT: String(simulatorPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: baseUrl,
      // The simulator holds the demo's linked campaigns but does not deliver on its own, so the figures a test
      // reads from the API are still the ones the screen shows; a test that watches delivery passes its own.
      SIMULATOR_TICK_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  try {
    await waitForHealth(baseUrl, server, chunks);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { baseUrl, dataDir, output: () => chunks.join(''), stop: () => stop(server) };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited early:\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output.join('')}`);
}

function stop(server: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
    setTimeout(() => server.kill('SIGKILL'), 15_000).unref();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}
