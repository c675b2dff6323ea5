import { type ChildProcess, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Holds the machine at a load average (`BENCH_BACKGROUND_LOAD`) with busy-looping child processes, so that a
 * wall-clock figure taken "at a load of 4" can be taken again. The bench itself is one runnable process, so a
 * target of 4 starts 3 loops, less what already runs (the processes runnable now: the 1-minute average lags).
 * Records the 1-minute load average while the counts run (`tick`; a target of 0 only records).
 */
export class BackgroundLoad {
  private readonly loops: ChildProcess[] = [];
  private readonly samples: number[] = [];
  private lastSample = 0;
  private recording = true;

  private constructor(readonly target: number) {}

  static async start(target: number, log: (message: string) => void): Promise<BackgroundLoad> {
    const load = new BackgroundLoad(target);
    const already = await runnableNow();
    const count = Math.max(0, Math.round(target - 1 - already));
    for (let index = 0; index < count; index += 1) {
      load.loops.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    }
    process.once('exit', () => load.stop());
    if (target > 0)
      log(
        `background load: ${count} busy loops for a load average of ${target} (${already.toFixed(1)} others runnable)`,
      );
    await load.settle(log);
    load.samples.push(loadavg()[0] ?? 0);
    return load;
  }

  /** Stops the loops and the record for a phase that is not measured (loading PostgreSQL). */
  pause(): void {
    this.recording = false;
    for (const loop of this.loops) loop.kill('SIGSTOP');
  }

  async resume(log: (message: string) => void): Promise<void> {
    for (const loop of this.loops) loop.kill('SIGCONT');
    await this.settle(log);
    this.recording = true;
  }

  /**
   * The 1-minute average follows the runnable processes with a time constant of a minute: waits until it is
   * within 10% of the target (at most 3 minutes) before anything is measured.
   */
  private async settle(log: (message: string) => void): Promise<void> {
    if (this.loops.length === 0) return;
    const from = Date.now();
    while ((loadavg()[0] ?? 0) < this.target * 0.9 && Date.now() - from < 180_000) await sleep(5_000);
    const seconds = ((Date.now() - from) / 1000).toFixed(0);
    log(`background load: 1-min load ${(loadavg()[0] ?? 0).toFixed(1)} after ${seconds} s`);
  }

  /**
   * Records the 1-minute load at most once a second. Called between counts: the counts run back to back on
   * the event loop, where a timer would not fire.
   */
  tick(): void {
    const now = Date.now();
    if (!this.recording || now - this.lastSample < 1_000) return;
    this.lastSample = now;
    this.samples.push(loadavg()[0] ?? 0);
  }

  stop(): void {
    for (const loop of this.loops) {
      loop.kill('SIGCONT');
      loop.kill('SIGKILL');
    }
    this.loops.length = 0;
  }

  /** The 1-minute load averages sampled while measuring: min / mean / max. */
  summary(): string {
    return describeLoad(this.samples);
  }
}

function describeLoad(samples: readonly number[]): string {
  if (samples.length === 0) return 'no samples';
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  return `min ${Math.min(...samples).toFixed(1)}, mean ${mean.toFixed(1)}, max ${Math.max(...samples).toFixed(1)} (1-min load, ${samples.length} samples)`;
}

/**
 * Other processes runnable now, averaged over a second: the fourth field of /proc/loadavg counts the runnable
 * ones (this one included). Elsewhere than Linux, the 1-minute load.
 */
async function runnableNow(): Promise<number> {
  let sum = 0;
  for (let sample = 0; sample < 10; sample += 1) {
    try {
      const running = (await readFile('/proc/loadavg', 'utf8')).split(' ')[3]?.split('/')[0];
      sum += Number(running ?? 1) - 1;
    } catch {
      return loadavg()[0] ?? 0;
    }
    await sleep(100);
  }
  return sum / 10;
}
