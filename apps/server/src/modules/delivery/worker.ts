import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { DeliveryServers } from './delivery-server';
import { deliverDue, type RetryPolicy } from './outbox';
import { pollStatistics, type StatisticsCursors } from './statistics-poll';

export interface DeliveryWorkerOptions {
  /** How often the outbox is read for due changes. */
  workerIntervalMs: number;
  /** How often the servers are asked for new statistics. */
  statisticsIntervalMs: number;
  retry: RetryPolicy;
}

export interface DeliveryWorker {
  stop(): Promise<void>;
}

/**
 * Runs in every app instance: sends due outbox entries and reads the servers' statistics, each on its own timer.
 * Entries are leased in the database, so instances share the work without sending one twice at a time.
 */
export function startDeliveryWorker(
  db: Db,
  servers: DeliveryServers,
  options: DeliveryWorkerOptions,
  log: FastifyBaseLogger,
): DeliveryWorker {
  const cursors: StatisticsCursors = { newton: 0, sinew: 0 };
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  /** A timer whose round is skipped while the previous one still runs (a server slow to answer). */
  const every = (ms: number, work: () => Promise<unknown>, what: string) => {
    let busy = false;
    return setInterval(() => {
      if (stopped || busy) return;
      busy = true;
      const round = work()
        .catch((error: unknown) => log.warn({ err: error }, what))
        .finally(() => {
          busy = false;
          running.delete(round);
        });
      running.add(round);
    }, ms);
  };

  const outboxTimer = every(
    options.workerIntervalMs,
    async () => {
      const round = await deliverDue(db, servers, options.retry);
      if (round.setAside) log.error(round, 'delivery server changes refused for good; an admin must look');
      else if (round.failed > 0) log.warn(round, 'delivery server changes failed; they will be retried');
    },
    'delivery outbox round failed',
  );
  const statisticsTimer = every(
    options.statisticsIntervalMs,
    () =>
      Promise.all(
        Object.values(servers).map((server) =>
          pollStatistics(db, server, cursors).catch((error: unknown) =>
            log.debug({ err: error, server: server.name }, 'delivery server statistics not read'),
          ),
        ),
      ),
    'reading delivery statistics failed',
  );

  return {
    async stop() {
      stopped = true;
      clearInterval(outboxTimer);
      clearInterval(statisticsTimer);
      await Promise.all(running);
    },
  };
}
