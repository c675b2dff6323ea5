import type { FastifyBaseLogger } from 'fastify';
import { runScheduledReports, type SchedulerDependencies } from './scheduler';

/** How often each instance looks for due reports; the database decides which instance sends which. */
export const SCHEDULER_INTERVAL_MS = 60_000;

/** The scheduler as a background job of every app instance (docs/decisions/061). */
export function scheduledReportJobs(dependencies: SchedulerDependencies, log: FastifyBaseLogger) {
  return {
    'scheduled-reports': {
      intervalMs: SCHEDULER_INTERVAL_MS,
      run: async (signal: AbortSignal) => {
        const result = await runScheduledReports(dependencies, new Date(), signal);
        if (result.failed > 0 || result.interrupted > 0) log.warn(result, 'scheduled reports not sent');
        else if (result.sent > 0) log.info(result, 'scheduled reports sent');
      },
    },
  };
}
