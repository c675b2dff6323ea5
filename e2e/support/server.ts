import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

const repoRoot = new URL('../..', import.meta.url).pathname;

export interface RunningServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

/** Starts the real server from the repository (built web app, demo data) and waits until it is healthy. */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const chunks: string[] = [];
  server.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server, chunks);
  } catch (error) {
    await stop(server);
    throw error;
  }
  return { baseUrl, output: () => chunks.join(''), stop: () => stop(server) };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: string[]) {
  const deadline = Date.now() + 120_000;
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
