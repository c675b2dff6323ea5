import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DeliveryServers } from './delivery-server';
import { deliverDue, type RetryPolicy } from './outbox';
import { pollStatistics, type StatisticsCursors } from './statistics-poll';

export interface DeliveryJobOptions {
  /** How often the outbox is read for due changes. */
  workerIntervalMs: number;
  /** How often the servers are asked for new statistics. */
  statisticsIntervalMs: number;
  retry: RetryPolicy;
}

/**
 * The delivery work every app instance runs as background jobs (docs/decisions/061): sending due outbox entries,
 * and reading the servers' statistics. Entries are leased in the database, so instances share the work without
 * sending one twice at a time. A server that refuses or is down is the outbox's business (each entry backs off
 * on its own); a round fails only when the database does.
 */
export function deliveryJobs(
  db: Db,
  servers: DeliveryServers,
  options: DeliveryJobOptions,
  log: FastifyBaseLogger,
) {
  const cursors: StatisticsCursors = { newton: 0, sinew: 0 };
  const outboxLog = log.child({ job: 'delivery-outbox' });
  return {
    'delivery-outbox': {
      intervalMs: options.workerIntervalMs,
      run: async () => {
        const round = await deliverDue(db, servers, options.retry, new Date(), outboxLog);
        // Each failure is logged with its change and request; a change set aside also needs an admin.
        if (round.setAside)
          outboxLog.error(round, 'delivery server changes refused for good; an admin must look');
      },
    },
    'delivery-statistics': {
      intervalMs: options.statisticsIntervalMs,
      // One server down does not hold back the other's figures.
      run: () =>
        Promise.all(
          Object.values(servers).map((server) =>
            pollStatistics(db, server, cursors).catch((error: unknown) =>
              log.debug({ err: error, server: server.name }, 'delivery server statistics not read'),
            ),
          ),
        ),
    },
  };
}
