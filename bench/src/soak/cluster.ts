import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerInto } from '../../../apps/server/build-into';
import { soakDatabaseUrl } from './database';
import { REPO_ROOT } from './preflight';
import { freePort, ManagedProcess } from './processes';
import { announce } from './timeline';

/** How long an instance may take to migrate, seed and listen on a loaded machine. */
const START_TIMEOUT_MS = 600_000;
const JWT_SECRET = 'soak-jwt-secret-shared-by-every-instance-of-the-run';

export interface Instance {
  name: string;
  port: number;
  url: string;
  process: ManagedProcess;
}

export interface Cluster {
  simulator: ManagedProcess;
  simulatorUrl: string;
  simulatorDataDir: string;
  instances: Instance[];
  /** Settings every instance runs with that the invariants read (the bounds they promise). */
  settings: {
    sessionCacheMs: number;
    accessTokenTtlSeconds: number;
    /** SIGTERM: unready but serving this long (SHUTDOWN_DELAY_MS), then drained within SHUTDOWN_TIMEOUT_MS. */
    shutdownDelayMs: number;
    shutdownTimeoutMs: number;
  };
  all(): ManagedProcess[];
}

export interface ClusterOptions {
  count: number;
  postgresUrl: string;
  redisUrl: string;
  webDistDir: string;
  /** Logs, the shared data directory and the simulator's state. */
  workDir: string;
  publicUrl: string;
  isSmoke: boolean;
  /** A streaming replica's server URL: the instances read there (DATABASE_READ_URL, decision 070). */
  replicaUrl?: string;
}

/**
 * The server as production runs it (docs/decisions/067): bundled once at the start of the run into a folder of
 * the soak's own beside src/, so an instance started again after `kill -9` runs the same code as the others,
 * whatever happens to the checkout meanwhile.
 */
const BUILT_SERVER = join(REPO_ROOT, 'apps/server/.build-test-soak');

async function buildServer(): Promise<void> {
  await buildServerInto(BUILT_SERVER);
  announce(`server built into ${BUILT_SERVER}`);
}

function nodeProcess(
  name: string,
  /** A file of the built server: main.js or simulator.js. */
  entry: string,
  env: Record<string, string>,
  logDir: string,
  health: string,
) {
  return new ManagedProcess({
    name,
    command: process.execPath,
    args: ['--enable-source-maps', join(BUILT_SERVER, entry)],
    env,
    logFile: join(logDir, `${name}.log`),
    healthUrl: health,
  });
}

/**
 * The delivery simulator as a server of its own, and `count` app instances sharing one database, one Redis,
 * one data directory (uploads: what a shared volume or object storage is in production) and one JWT secret.
 */
export async function createCluster(options: ClusterOptions): Promise<Cluster> {
  const logDir = join(options.workDir, 'logs');
  const dataDir = join(options.workDir, 'data');
  const simulatorDataDir = join(options.workDir, 'simulator');
  for (const dir of [logDir, dataDir, simulatorDataDir]) mkdirSync(dir, { recursive: true });
  await buildServer();
  const simulatorPort = await freePort();
  const simulatorUrl = `http://127.0.0.1:${simulatorPort}`;
  const simulator = nodeProcess(
    'simulator',
    'simulator.js',
    {
      SIMULATOR_PORT: String(simulatorPort),
      SIMULATOR_HOST: '127.0.0.1',
      SIMULATOR_DATA_DIR: simulatorDataDir,
      SIMULATOR_TICK_MS: '5000',
    },
    logDir,
    `${simulatorUrl}/health`,
  );
  // Production's shutdown settings; the smoke run's delay is shorter, as its faults are.
  const settings = {
    sessionCacheMs: 2_000,
    accessTokenTtlSeconds: options.isSmoke ? 30 : 120,
    shutdownDelayMs: options.isSmoke ? 2_000 : 5_000,
    shutdownTimeoutMs: 10_000,
  };
  const instances: Instance[] = [];
  for (let index = 1; index <= options.count; index += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: soakDatabaseUrl(options.postgresUrl),
      REDIS_URL: options.redisUrl,
      NEWTON_URL: `${simulatorUrl}/newton`,
      SINEW_URL: `${simulatorUrl}/sinew`,
      JWT_SECRET,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: options.webDistDir,
      SEED_DEMO_DATA: 'true',
      PUBLIC_URL: options.publicUrl,
      LOG_LEVEL: 'info',
      ACCESS_TOKEN_TTL_SECONDS: String(settings.accessTokenTtlSeconds),
      SESSION_CACHE_MS: String(settings.sessionCacheMs),
      SHUTDOWN_DELAY_MS: String(settings.shutdownDelayMs),
      SHUTDOWN_TIMEOUT_MS: String(settings.shutdownTimeoutMs),
      ...(options.replicaUrl ? { DATABASE_READ_URL: soakDatabaseUrl(options.replicaUrl) } : {}),
    };
    const name = `app-${index}`;
    instances.push({
      name,
      port,
      url,
      process: nodeProcess(name, 'main.js', env, logDir, `${url}/api/health`),
    });
  }
  return {
    simulator,
    simulatorUrl,
    simulatorDataDir,
    instances,
    settings,
    all: () => [simulator, ...instances.map((instance) => instance.process)],
  };
}

/** The simulator first, then every instance at once on the empty database: one migrates and seeds, the others wait. */
export async function startCluster(cluster: Cluster): Promise<void> {
  cluster.simulator.start();
  await cluster.simulator.waitHealthy(120_000);
  announce(`delivery simulator ready at ${cluster.simulatorUrl} (pid ${cluster.simulator.pid})`);
  const started = Date.now();
  for (const instance of cluster.instances) instance.process.start();
  announce(
    `started ${cluster.instances.length} instances at once: ${cluster.instances.map((i) => i.url).join(', ')}`,
  );
  await Promise.all(
    cluster.instances.map(async (instance) => {
      const readyAt = await instance.process.waitHealthy(START_TIMEOUT_MS);
      announce(
        `${instance.name} ready after ${((readyAt - started) / 1000).toFixed(1)} s (pid ${instance.process.pid})`,
      );
    }),
  );
}

/** How many instances logged that they seeded the demo (exactly one must). */
export function seedingInstances(cluster: Cluster): string[] {
  return cluster.instances
    .filter((instance) =>
      readFileSync(instance.process.spec.logFile, 'utf8').includes('"msg":"demo data seeded"'),
    )
    .map((instance) => instance.name);
}
