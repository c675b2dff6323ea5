import type { FastifyBaseLogger } from 'fastify';

/** A background job: one round of work, run again every `intervalMs` after the previous round ends. */
export interface JobOptions {
  intervalMs: number;
  /**
   * One round. A round that throws counts as a failure and the next one waits longer; work that fails item by
   * item (an outbox entry, a mail) records that itself and resolves. `signal` aborts when the runner stops, so a
   * round that loops over a queue can end after its current item.
   */
  run: (signal: AbortSignal) => Promise<unknown>;
  /** After n failures in a row the wait is `intervalMs * 2^n`, never more than `maxMs` (default 5 minutes). */
  backoff?: { maxMs: number };
  /** The first round starts as soon as the runner does, instead of one interval later. */
  runAtStart?: boolean;
}

/** What a job has done since this process started. */
export interface JobMetrics {
  name: string;
  intervalMs: number;
  runs: number;
  failures: number;
  consecutiveFailures: number;
  lastSuccessAt: Date | null;
  lastDurationMs: number | null;
  isRunning: boolean;
}

export interface JobRunner {
  register(name: string, options: JobOptions): void;
  /** Starts every job registered, and any registered later, on its interval. */
  start(): void;
  /** No round starts after this; answers once the rounds under way have ended. */
  stop(): Promise<void>;
  metrics(): JobMetrics[];
}

const DEFAULT_BACKOFF_MAX_MS = 5 * 60_000;

interface Job {
  options: JobOptions;
  metrics: JobMetrics;
  timer?: NodeJS.Timeout;
  round?: Promise<void>;
}

/**
 * Runs each job on its own timer, in this process: a job's next round is timed from the end of the previous one,
 * so two rounds of one job never overlap. Jobs that instances could race on claim their work in the database
 * (`for update skip locked` with a lease), so every instance may run every job.
 */
export function createJobRunner(log: Pick<FastifyBaseLogger, 'warn'>): JobRunner {
  const jobs = new Map<string, Job>();
  const stopping = new AbortController();
  let isStarted = false;

  const waitAfter = (job: Job): number => {
    const { intervalMs, backoff } = job.options;
    const failures = job.metrics.consecutiveFailures;
    if (failures === 0) return intervalMs;
    const maxMs = Math.max(intervalMs, backoff?.maxMs ?? DEFAULT_BACKOFF_MAX_MS);
    return Math.min(maxMs, intervalMs * 2 ** failures);
  };

  const schedule = (job: Job, ms: number) => {
    if (stopping.signal.aborted) return;
    job.timer = setTimeout(() => {
      job.round = runRound(job).finally(() => {
        job.round = undefined;
        schedule(job, waitAfter(job));
      });
    }, ms);
  };

  const runRound = async (job: Job) => {
    const { metrics } = job;
    const started = Date.now();
    metrics.isRunning = true;
    try {
      await job.options.run(stopping.signal);
      metrics.consecutiveFailures = 0;
      metrics.lastSuccessAt = new Date();
    } catch (error) {
      metrics.failures += 1;
      metrics.consecutiveFailures += 1;
      log.warn(
        {
          err: error,
          job: metrics.name,
          consecutiveFailures: metrics.consecutiveFailures,
          retryInMs: waitAfter(job),
        },
        `background job ${metrics.name} failed`,
      );
    } finally {
      metrics.runs += 1;
      metrics.lastDurationMs = Date.now() - started;
      metrics.isRunning = false;
    }
  };

  const begin = (job: Job) => schedule(job, job.options.runAtStart ? 0 : job.options.intervalMs);

  return {
    register(name, options) {
      if (jobs.has(name)) throw new Error(`background job ${name} is registered twice`);
      const job: Job = {
        options,
        metrics: {
          name,
          intervalMs: options.intervalMs,
          runs: 0,
          failures: 0,
          consecutiveFailures: 0,
          lastSuccessAt: null,
          lastDurationMs: null,
          isRunning: false,
        },
      };
      jobs.set(name, job);
      if (isStarted) begin(job);
    },
    start() {
      if (isStarted || stopping.signal.aborted) return;
      isStarted = true;
      for (const job of jobs.values()) begin(job);
    },
    async stop() {
      stopping.abort();
      for (const job of jobs.values()) clearTimeout(job.timer);
      await Promise.all([...jobs.values()].map((job) => job.round));
    },
    metrics() {
      return [...jobs.values()].map((job) => ({ ...job.metrics }));
    },
  };
}
