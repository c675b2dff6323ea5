import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Database } from '../../db/client';
import type { OutboxBacklog } from '../../modules/delivery/index';
import { withTimeout } from '../../modules/system/with-timeout';
import type { JobMetrics } from '../jobs/runner';

/** What the scrape reads, each time /metrics is asked. */
export interface ScrapeSources {
  database: Database;
  jobs: () => JobMetrics[];
  outboxBacklog: () => Promise<OutboxBacklog[]>;
}

/** The longest a scrape waits on the database; past it the database reads as down for that scrape. */
const SCRAPE_TIMEOUT_MS = 2_000;

type Labels = readonly string[];
const gaugeIn =
  (registry: Registry) =>
  <L extends string>(name: string, help: string, labelNames: readonly L[] = []) =>
    new Gauge<L>({ name, help, labelNames, registers: [registry] });

/**
 * The gauges read at scrape time: `refresh()` sets them all before the registry is rendered. A database that
 * fails or is slow leaves the outbox's gauges empty for that scrape and `adcontrol_database_up` at 0, rather than
 * holding the scrape up; each query waits SCRAPE_TIMEOUT_MS at most.
 */
export function scrapeGauges(registry: Registry, sources: ScrapeSources, log: FastifyBaseLogger) {
  const database = databaseGauges(registry, sources.database);
  const outbox = outboxGauges(registry, sources.outboxBacklog);
  const jobs = jobGauges(registry, sources.jobs);
  return {
    async refresh(): Promise<void> {
      jobs.refresh();
      const isUp = await database.refresh();
      await outbox
        .refresh(isUp)
        .catch((error: unknown) => log.warn({ err: error }, 'outbox backlog not read'));
    },
  };
}

/** Whether the database answers and how fast, and the connections of a PostgreSQL pool. */
function databaseGauges(registry: Registry, database: Database) {
  const gauge = gaugeIn(registry);
  const up = gauge(
    'adcontrol_database_up',
    'Whether the database answered `select 1` in this scrape (1) or not (0)',
  );
  const pingSeconds = gauge(
    'adcontrol_database_ping_seconds',
    'Time the database took to answer `select 1` (or to fail, or the timeout); on the embedded database it includes waiting for its one connection',
  );
  gauge('adcontrol_database_info', 'The database driver in use (always 1)', ['driver']).set(
    { driver: database.driver },
    1,
  );
  // The embedded database has one connection and no pool: its waits show in the ping's time instead.
  const client = (database.db as unknown as { $client?: unknown }).$client;
  const pool = client instanceof pg.Pool ? client : null;
  const connections =
    pool && gauge('adcontrol_database_pool_connections', 'PostgreSQL pool connections', ['state']);
  const waiting =
    pool && gauge('adcontrol_database_pool_waiting', 'Queries waiting for a PostgreSQL pool connection');
  return {
    async refresh(): Promise<boolean> {
      if (pool && connections && waiting) {
        connections.set({ state: 'total' }, pool.totalCount);
        connections.set({ state: 'idle' }, pool.idleCount);
        waiting.set(pool.waitingCount);
      }
      const started = performance.now();
      const isUp = await withTimeout(database.ping(), SCRAPE_TIMEOUT_MS, false);
      up.set(isUp ? 1 : 0);
      pingSeconds.set((performance.now() - started) / 1000);
      return isUp;
    },
  };
}

/** Each delivery server's backlog: changes waiting, the age of the oldest, and those set aside. */
function outboxGauges(registry: Registry, backlogOf: ScrapeSources['outboxBacklog']) {
  const gauge = gaugeIn(registry);
  const server: Labels = ['server'];
  const pending = gauge('adcontrol_outbox_pending', 'Changes waiting for their delivery server', server);
  const oldest = gauge(
    'adcontrol_outbox_oldest_pending_seconds',
    'Age of the oldest change waiting for its delivery server (0 when none waits)',
    server,
  );
  const deadLetter = gauge(
    'adcontrol_outbox_dead_letter',
    'Changes their delivery server refused for good, set aside for an admin (docs/decisions/031)',
    server,
  );
  return {
    async refresh(isDatabaseUp: boolean): Promise<void> {
      for (const metric of [pending, oldest, deadLetter]) metric.reset();
      if (!isDatabaseUp) return;
      const backlog = await withTimeout(backlogOf(), SCRAPE_TIMEOUT_MS, []);
      for (const entry of backlog) {
        pending.set({ server: entry.server }, entry.pending);
        oldest.set({ server: entry.server }, entry.oldestPendingSeconds);
        deadLetter.set({ server: entry.server }, entry.setAside);
      }
    },
  };
}

/** Each background job's counts, as the runner keeps them (docs/decisions/061). */
function jobGauges(registry: Registry, jobsOf: ScrapeSources['jobs']) {
  // Not `job`: Prometheus sets that label to the scrape target's name (it would keep ours as `exported_job`).
  const job: Labels = ['job_name'];
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: job, registers: [registry] });
  const gauge = gaugeIn(registry);
  const runs = counter('adcontrol_job_runs_total', 'Rounds a background job ran since the process started');
  const failures = counter('adcontrol_job_failures_total', 'Rounds of a background job that failed');
  const inARow = gauge(
    'adcontrol_job_consecutive_failures',
    'Failed rounds in a row (backing off while above 0)',
    job,
  );
  const lastSuccess = gauge(
    'adcontrol_job_last_success_timestamp_seconds',
    'When a round of the job last succeeded (Unix time; absent before the first)',
    job,
  );
  return {
    refresh(): void {
      for (const metric of [runs, failures, inARow, lastSuccess]) metric.reset();
      for (const metrics of jobsOf()) {
        const labels = { job_name: metrics.name };
        runs.inc(labels, metrics.runs);
        failures.inc(labels, metrics.failures);
        inARow.set(labels, metrics.consecutiveFailures);
        if (metrics.lastSuccessAt) lastSuccess.set(labels, metrics.lastSuccessAt.getTime() / 1000);
      }
    },
  };
}
