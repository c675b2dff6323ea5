import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

const ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));

/** Restarts wait 1 s, doubling to 30 s; a simulator that ran a minute starts the count again. */
export const RESTART_BASE_MS = 1_000;
export const RESTART_MAX_MS = 30_000;
const STABLE_MS = 60_000;

export interface SimulatorProcess {
  /** The running simulator's process id (a restarted simulator has a new one). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

/** How long to wait before the next start, after `failures` exits in a row. */
export const restartDelay = (failures: number): number =>
  Math.min(RESTART_MAX_MS, RESTART_BASE_MS * 2 ** Math.max(0, failures - 1));

/**
 * Starts the delivery simulator as its own process beside the app (when NEWTON_URL or SINEW_URL is unset), and
 * starts it again when it stops on its own. Meanwhile the app keeps working: changes wait in the outbox until it
 * is back (docs/decisions/030).
 */
export function startSimulatorProcess(
  port: number,
  dataDir: string,
  log: FastifyBaseLogger,
): SimulatorProcess {
  let child: ChildProcess;
  let stopping = false;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | undefined;

  const start = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
      env: { ...process.env, SIMULATOR_PORT: String(port), SIMULATOR_DATA_DIR: dataDir, INIT_CWD: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      failures = Date.now() - startedAt >= STABLE_MS ? 1 : failures + 1;
      const delay = restartDelay(failures);
      log.warn(
        { code, signal, restartInMs: delay },
        'the delivery simulator stopped; delivery changes wait in the outbox until it is started again',
      );
      restartTimer = setTimeout(start, delay);
      restartTimer.unref();
    });
  };
  start();
  // An app that dies without its graceful shutdown must not leave the simulator holding the port.
  process.once('exit', () => child.kill('SIGTERM'));

  return {
    get pid() {
      return child.pid;
    },
    stop() {
      stopping = true;
      clearTimeout(restartTimer);
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
