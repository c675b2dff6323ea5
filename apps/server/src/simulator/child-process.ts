import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';

const ENTRY = fileURLToPath(new URL('./main.ts', import.meta.url));

export interface SimulatorProcess {
  stop(): Promise<void>;
}

/**
 * Starts the delivery simulator as its own process beside the app (when NEWTON_URL or SINEW_URL is unset). If
 * it stops, the app keeps working: changes wait in the outbox until it is back.
 */
export function startSimulatorProcess(
  port: number,
  dataDir: string,
  log: FastifyBaseLogger,
): SimulatorProcess {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    env: { ...process.env, SIMULATOR_PORT: String(port), SIMULATOR_DATA_DIR: dataDir, INIT_CWD: '' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  // An app that dies without its graceful shutdown must not leave the simulator holding the port.
  process.once('exit', () => child.kill('SIGTERM'));
  child.on('exit', (code, signal) => {
    if (!stopping)
      log.warn({ code, signal }, 'the delivery simulator stopped; delivery changes wait in the outbox');
  });
  return {
    stop() {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
