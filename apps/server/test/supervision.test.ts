import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from './helpers/free-port';

/**
 * The app as systemd runs it (docs/decisions/045): the real entry in its own process. Killed with -9 it takes the
 * delivery simulator with it; a port someone holds stops the start with one line naming it; SIGTERM lets a
 * request in flight finish and exits within SHUTDOWN_TIMEOUT_MS.
 */
const ENTRY = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const SHUTDOWN_TIMEOUT_MS = 4_000;

interface Started {
  child: ChildProcess;
  output: () => string;
  dataDir: string;
}
const started: Started[] = [];
afterEach(async () => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true, maxRetries: 3 }).catch(() => {});
  }
});

async function holdPort(port: number): Promise<Server> {
  const server = createServer();
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  return server;
}

async function startApp(env: Record<string, string>): Promise<Started> {
  const dataDir = await mkdtemp(join(tmpdir(), 'adc-supervision-'));
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      AUDIENCE_DEFAULT_DEVICES: '100',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const app = { child, output: () => output, dataDir };
  started.push(app);
  return app;
}

async function answers(port: number, path: string): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${path}`)).ok;
  } catch {
    return false;
  }
}

const exitOf = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : once(child, 'exit').then(([code]) => code as number | null);

describe('the app under a supervisor', () => {
  it('takes the delivery simulator with it when killed with -9', async () => {
    const [port, simulatorPort] = [await freePort(), await freePort()];
    const { child } = await startApp({ PORT: String(port), SIMULATOR_PORT: String(simulatorPort) });
    await expect.poll(() => answers(port, '/api/health'), { timeout: 40_000, interval: 250 }).toBe(true);
    await expect.poll(() => answers(simulatorPort, '/health'), { timeout: 20_000, interval: 250 }).toBe(true);
    child.kill('SIGKILL');
    await expect.poll(() => answers(simulatorPort, '/health'), { timeout: 5_000, interval: 100 }).toBe(false);
    // The port is free again: a new start can take it.
    (await holdPort(simulatorPort)).close();
  }, 60_000);

  it.each([
    ['PORT', 'the app'],
    ['SIMULATOR_PORT', 'the simulator'],
  ])(
    'stops with one line naming a held %s (%s)',
    async (variable) => {
      const [port, simulatorPort] = [await freePort(), await freePort()];
      const held = await holdPort(variable === 'PORT' ? port : simulatorPort);
      try {
        const app = await startApp({ PORT: String(port), SIMULATOR_PORT: String(simulatorPort) });
        expect(await exitOf(app.child)).not.toBe(0);
        const heldPort = variable === 'PORT' ? port : simulatorPort;
        expect(app.output().trim()).toMatch(
          new RegExp(`^Port ${heldPort} \\(${variable}\\) is already in use by .*`),
        );
        expect(app.output().trim().split('\n')).toHaveLength(1);
      } finally {
        held.close();
      }
    },
    30_000,
  );

  it('finishes a request in flight on SIGTERM and exits within SHUTDOWN_TIMEOUT_MS', async () => {
    const port = await freePort();
    // Both delivery servers set: no simulator, so only the app's own drain is timed.
    const app = await startApp({
      PORT: String(port),
      NEWTON_URL: 'http://127.0.0.1:9/newton',
      SINEW_URL: 'http://127.0.0.1:9/sinew',
    });
    const { child } = app;
    await expect.poll(() => answers(port, '/api/health'), { timeout: 40_000, interval: 250 }).toBe(true);

    // A slow client: the body of a sign-in arrives in two parts, SIGTERM between them.
    const body = JSON.stringify({ email: 'nobody@example.test', password: 'not-the-password' });
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.write(
      `POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(child.exitCode).toBeNull();
    socket.write(body.slice(10));

    const code = await exitOf(child);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS + 1_000);
    expect(code, app.output()).toBe(0);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('The email and/or password are incorrect');
  }, 60_000);

  it('answers unready at once on SIGTERM, serves through SHUTDOWN_DELAY_MS, then stops accepting', async () => {
    const port = await freePort();
    const delayMs = 2_500;
    const app = await startApp({
      PORT: String(port),
      NEWTON_URL: 'http://127.0.0.1:9/newton',
      SINEW_URL: 'http://127.0.0.1:9/sinew',
      SHUTDOWN_DELAY_MS: String(delayMs),
    });
    const { child } = app;
    await expect
      .poll(() => answers(port, '/api/health/ready'), { timeout: 40_000, interval: 250 })
      .toBe(true);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health/ready`)).status, { interval: 50 })
      .toBe(503);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(await ready.json()).toEqual({ status: 'unready', reason: 'draining' });
    // Still serving, each answer closing its connection so a balancer's pooled one does not outlive the delay.
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('connection')).toBe('close');
    expect(Date.now() - signalled).toBeLessThan(delayMs);

    const code = await exitOf(child);
    const tookMs = Date.now() - signalled;
    expect(code, app.output()).toBe(0);
    expect(tookMs).toBeGreaterThanOrEqual(delayMs);
    expect(tookMs).toBeLessThan(delayMs + SHUTDOWN_TIMEOUT_MS + 1_000);
    expect(await answers(port, '/api/health')).toBe(false);
  }, 60_000);
});
