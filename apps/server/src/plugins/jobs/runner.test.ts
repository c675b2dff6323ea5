import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobRunner, type JobRunner } from './runner';

const log = { warn: vi.fn() };
let runner: JobRunner;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
  log.warn.mockClear();
  runner = createJobRunner(log);
});
afterEach(async () => {
  await runner.stop();
  vi.useRealTimers();
});

/** A round that stays under way until the test lets it end. */
function heldRounds() {
  const releases: (() => void)[] = [];
  const run = vi.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  const releaseAll = () => {
    for (const release of releases.splice(0)) release();
  };
  return { run, releaseAll };
}

const metricsOf = (name: string) => runner.metrics().find((job) => job.name === name);

describe('the job runner', () => {
  it('runs a job every interval once started, and not before', async () => {
    const run = vi.fn(async () => {});
    runner.register('tick', { intervalMs: 1_000, run });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(run).not.toHaveBeenCalled();

    runner.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(run).toHaveBeenCalledTimes(4);
  });

  it('runs a job at once when asked to, then on its interval', async () => {
    const run = vi.fn(async () => {});
    runner.register('sync', { intervalMs: 60_000, run, runAtStart: true });
    runner.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('never starts a round while the previous one of the same job is still running', async () => {
    const slow = heldRounds();
    const other = vi.fn(async () => {});
    runner.register('slow', { intervalMs: 100, run: slow.run });
    runner.register('other', { intervalMs: 100, run: other });
    runner.start();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(slow.run).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(10);
    expect(metricsOf('slow')).toMatchObject({ isRunning: true, runs: 0 });

    slow.releaseAll();
    await vi.advanceTimersByTimeAsync(100);
    expect(slow.run).toHaveBeenCalledTimes(2);
    slow.releaseAll();
  });

  it('waits twice as long after each failure in a row, up to the cap, and logs the job by name', async () => {
    const run = vi.fn(async () => {
      throw new Error('database unreachable');
    });
    runner.register('outbox', { intervalMs: 1_000, run, backoff: { maxMs: 5_000 } });
    runner.start();
    const startedAt = Date.now();
    const callTimes: number[] = [];
    run.mockImplementation(async () => {
      callTimes.push(Date.now() - startedAt);
      throw new Error('database unreachable');
    });
    await vi.advanceTimersByTimeAsync(30_000);
    // Waits of 1 s, then 2, 4 and the cap of 5 s from there on.
    expect(callTimes.slice(0, 6)).toEqual([1_000, 3_000, 7_000, 12_000, 17_000, 22_000]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'outbox', consecutiveFailures: 1, retryInMs: 2_000 }),
      'background job outbox failed',
    );
  });

  it('goes back to its interval after a round succeeds again', async () => {
    let isDown = true;
    const calls: number[] = [];
    runner.register('exchange', {
      intervalMs: 1_000,
      run: async () => {
        calls.push(Date.now());
        if (isDown) throw new Error('exchange down');
      },
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(7_000); // fails at 1 s, 3 s and 7 s
    expect(metricsOf('exchange')).toMatchObject({ consecutiveFailures: 3, failures: 3 });
    isDown = false;
    await vi.advanceTimersByTimeAsync(8_000); // the next try, 8 s later, succeeds
    expect(metricsOf('exchange')).toMatchObject({ consecutiveFailures: 0, failures: 3, runs: 4 });
    const before = calls.length;
    await vi.advanceTimersByTimeAsync(3_000);
    expect(calls.length - before).toBe(3);
  });

  it('stops gracefully: no new round, and stop answers only once the round under way has ended', async () => {
    const held = heldRounds();
    let sawAbort = false;
    runner.register('decks', {
      intervalMs: 100,
      run: (signal) => {
        signal.addEventListener('abort', () => {
          sawAbort = true;
        });
        return held.run();
      },
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(100);
    let isStopped = false;
    const stopping = runner.stop().then(() => {
      isStopped = true;
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sawAbort).toBe(true);
    expect(isStopped).toBe(false);

    held.releaseAll();
    await stopping;
    expect(isStopped).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(held.run).toHaveBeenCalledTimes(1);
  });

  it('counts runs, failures, the last success and how long the last round took', async () => {
    let shouldFail = false;
    runner.register('reports', {
      intervalMs: 60_000,
      run: async () => {
        await new Promise((resolve) => setTimeout(resolve, 250));
        if (shouldFail) throw new Error('mail server down');
      },
    });
    expect(metricsOf('reports')).toEqual({
      name: 'reports',
      intervalMs: 60_000,
      runs: 0,
      failures: 0,
      consecutiveFailures: 0,
      lastSuccessAt: null,
      lastDurationMs: null,
      isRunning: false,
    });
    runner.start();
    await vi.advanceTimersByTimeAsync(60_250);
    const succeededAt = new Date(Date.now());
    shouldFail = true;
    await vi.advanceTimersByTimeAsync(60_250);
    expect(metricsOf('reports')).toEqual({
      name: 'reports',
      intervalMs: 60_000,
      runs: 2,
      failures: 1,
      consecutiveFailures: 1,
      lastSuccessAt: succeededAt,
      lastDurationMs: 250,
      isRunning: false,
    });
  });

  it('refuses a second job of the same name', () => {
    runner.register('outbox', { intervalMs: 1_000, run: async () => {} });
    expect(() => runner.register('outbox', { intervalMs: 1_000, run: async () => {} })).toThrow(/twice/);
  });
});
