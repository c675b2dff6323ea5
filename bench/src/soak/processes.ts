import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { REPO_ROOT } from './preflight';
import { announce, sleep } from './timeline';

/** A port nobody listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** Where its stdout and stderr go (appended over restarts). */
  logFile: string;
  /** Answers 2xx once it is ready. */
  healthUrl?: string;
}

/**
 * A process the soak started and must stop. It stays in the soak's process group, so Ctrl-C in the terminal
 * reaches it too; clean-up still stops each one by its pid.
 */
export class ManagedProcess {
  private child: ChildProcess | null = null;
  private log: WriteStream;
  /** Exits seen that nobody asked for. */
  unexpectedExits = 0;
  private stopping = false;

  constructor(readonly spec: ProcessSpec) {
    this.log = createWriteStream(spec.logFile, { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get isRunning(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  start(): void {
    if (this.isRunning) throw new Error(`${this.spec.name} is already running`);
    this.stopping = false;
    this.log.write(`\n=== ${new Date().toISOString()} starting ${this.spec.name}\n`);
    const child = spawn(this.spec.command, this.spec.args, {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(this.log, { end: false });
    child.stderr?.pipe(this.log, { end: false });
    child.on('exit', (code, signal) => {
      this.log.write(`=== ${new Date().toISOString()} ${this.spec.name} exited (${signal ?? code})\n`);
      if (this.stopping) return;
      this.unexpectedExits += 1;
      announce(`${this.spec.name} EXITED ON ITS OWN (${signal ?? code}); see ${this.spec.logFile}`);
    });
    this.child = child;
  }

  /** Waits until the health URL answers 2xx; fails when the process exits first or `timeoutMs` passes. */
  async waitHealthy(timeoutMs: number): Promise<number> {
    const url = this.spec.healthUrl;
    if (!url) return Date.now();
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.isRunning)
        throw new Error(`${this.spec.name} exited before it was ready (see ${this.spec.logFile})`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
        if (response.ok) return Date.now();
      } catch {
        // not listening yet
      }
      await sleep(250);
    }
    throw new Error(`${this.spec.name} was not ready after ${timeoutMs / 1000} s (see ${this.spec.logFile})`);
  }

  /** kill -9: no shutdown of any kind. */
  async kill9(): Promise<void> {
    await this.signal('SIGKILL', 10_000);
  }

  /** SIGTERM, then SIGKILL after `graceMs`. */
  async stop(graceMs = 15_000): Promise<void> {
    if (!(await this.signal('SIGTERM', graceMs))) await this.signal('SIGKILL', 5_000);
  }

  /**
   * SIGTERM, as systemd stops it, and the wait for its exit: its code and how long it took from the signal. Past
   * `waitMs` it is killed with -9 and answers null.
   */
  async terminate(waitMs: number): Promise<{ code: number | null; ms: number } | null> {
    const child = this.child;
    if (!child || !this.isRunning) return null;
    const signalled = Date.now();
    const exit = once(child, 'exit').then(([code]) => ({
      code: code as number | null,
      ms: Date.now() - signalled,
    }));
    if (await this.signal('SIGTERM', waitMs)) return exit;
    await this.signal('SIGKILL', 5_000);
    return null;
  }

  /** Sends `signal` and waits for the exit; answers whether it exited within `waitMs`. */
  private async signal(signal: NodeJS.Signals, waitMs: number): Promise<boolean> {
    const child = this.child;
    if (!child || !this.isRunning) return true;
    this.stopping = true;
    const exited = once(child, 'exit').then(() => true);
    child.kill(signal);
    return Promise.race([exited, sleep(waitMs).then(() => false)]);
  }

  close(): void {
    this.log.end();
  }
}
