import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../test/helpers/free-port';
import { RESTART_MAX_MS, restartDelay, startSimulatorProcess } from './child-process';

async function answers(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
  } catch {
    return false;
  }
}

describe('the simulator beside the app', () => {
  it('waits 1 s after a first stop, doubling up to 30 s', () => {
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(restartDelay(20)).toBe(RESTART_MAX_MS);
  });

  it('is started again when it dies, and stays stopped once the app stops it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'adc-sim-'));
    const port = await freePort();
    const simulator = startSimulatorProcess(port, dataDir, pino({ level: 'silent' }));
    try {
      await expect.poll(() => answers(port), { timeout: 20_000, interval: 200 }).toBe(true);
      const first = simulator.pid;
      process.kill(first ?? 0, 'SIGKILL');
      await expect.poll(() => answers(port), { timeout: 5_000, interval: 100 }).toBe(false);
      await expect.poll(() => answers(port), { timeout: 20_000, interval: 200 }).toBe(true);
      expect(simulator.pid).not.toBe(first);
    } finally {
      await simulator.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
    expect(await answers(port)).toBe(false);
  }, 60_000);
});
