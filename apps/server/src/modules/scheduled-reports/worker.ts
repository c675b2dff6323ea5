import type { FastifyBaseLogger } from 'fastify';
import { runScheduledReports, type SchedulerDependencies } from './scheduler';

export interface ReportScheduler {
  stop(): Promise<void>;
}

/** How often each instance looks for due reports; the database decides which instance sends which. */
export const SCHEDULER_INTERVAL_MS = 60_000;

/** Runs the scheduler in this instance on a timer, a round at a time, until stopped. */
export function startReportScheduler(
  dependencies: SchedulerDependencies,
  log: FastifyBaseLogger,
  intervalMs = SCHEDULER_INTERVAL_MS,
): ReportScheduler {
  let round: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (round) return;
    round = runScheduledReports(dependencies)
      .then((result) => {
        if (result.failed > 0 || result.interrupted > 0) log.warn(result, 'scheduled reports not sent');
        else if (result.sent > 0) log.info(result, 'scheduled reports sent');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'scheduled reports round failed'))
      .finally(() => {
        round = undefined;
      });
  }, intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
