import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { PORT_IN_USE_EXIT_CODE, PortInUseError } from '../ports';
import { entryPoint, needsTsx } from '../server-files';

const ENTRY = entryPoint('simulator');
/** The built simulator (dist/simulator.js) runs as it is; its source needs tsx. */
const ARGS = needsTsx(ENTRY) ? ['--import', 'tsx', fileURLToPath(ENTRY)] : [fileURLToPath(ENTRY)];

/** Restarts wait 1 s, doubling to 30 s; a simulator that ran a minute starts the count again. */
export const RESTART_BASE_MS = 1_000;
export const RESTART_MAX_MS = 30_000;
const STABLE_MS = 60_000;

export interface SimulatorProcess {
  /** The running simulator's process id (a restarted simulator has a new one). */
  readonly pid: number | undefined;
  /** Settles once the first simulator listens; fails with PortInUseError when its port is someone else's. */
  readonly ready: Promise<void>;
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
  let isReady = false;
  let settleReady: (error?: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    settleReady = (error) => (error ? reject(error) : resolve());
  });

  const start = () => {
    const startedAt = Date.now();
    // The IPC channel is the simulator's tie to the app: it ends when the channel closes (simulator/main.ts).
    child = spawn(process.execPath, ARGS, {
      env: { ...process.env, SIMULATOR_PORT: String(port), SIMULATOR_DATA_DIR: dataDir, INIT_CWD: '' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message: { type?: string }) => {
      if (message.type !== 'ready' || isReady) return;
      isReady = true;
      settleReady();
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      // The first start finding its port taken (a simulator left by an earlier run, say) stops the app's start.
      if (!isReady && code === PORT_IN_USE_EXIT_CODE) {
        stopping = true;
        settleReady(new PortInUseError(port, 'SIMULATOR_PORT'));
        return;
      }
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
    ready,
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
