import { dropSoakDatabase } from './database';
import { undoFaults } from './faults';
import type { ManagedProcess } from './processes';
import { announce } from './timeline';

/**
 * Stops what the run started, in reverse order, and drops the database unless kept: on the way out, on Ctrl-C and
 * on SIGTERM. Runs once; a second Ctrl-C during it does not interrupt it.
 */
export class Cleanup {
  private readonly processes: ManagedProcess[] = [];
  /** Stopped after the processes (a replica the instances read from). */
  private readonly afterProcesses: (() => void)[] = [];
  private running: Promise<void> | null = null;
  /** Set once the run created the database: before that there is nothing to drop. */
  hasDatabase = false;

  constructor(
    private readonly postgresUrl: string,
    private readonly isKept: boolean,
  ) {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        announce(`${signal}: stopping everything the soak started`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  track(...processes: ManagedProcess[]): void {
    this.processes.push(...processes);
  }

  /** Something to stop once every process has stopped. */
  afterwards(stop: () => void): void {
    this.afterProcesses.push(stop);
  }

  run(): Promise<void> {
    this.running ??= this.stopAll();
    return this.running;
  }

  private async stopAll(): Promise<void> {
    await undoFaults(this.postgresUrl);
    await Promise.all([...this.processes].reverse().map((process) => process.stop().catch(() => {})));
    for (const process of this.processes) process.close();
    for (const stop of this.afterProcesses.reverse()) stop();
    if (!this.hasDatabase) return;
    if (this.isKept) {
      announce('the adcontrol_soak database is kept (--keep)');
      return;
    }
    await dropSoakDatabase(this.postgresUrl).catch((error: Error) =>
      announce(`could not drop adcontrol_soak: ${error.message}`),
    );
  }
}
