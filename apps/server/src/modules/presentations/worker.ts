import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../files/storage';
import { pruneOldPresentations, runNextPresentationJob } from './jobs';

const PRUNE_EVERY_MS = 60 * 60_000;

export interface PresentationWorker {
  stop(): Promise<void>;
}

/**
 * Runs in every app instance (docs/decisions/039): every `intervalMs` it claims waiting decks one after the
 * other until none is left. Jobs are claimed in the database, so instances share them and a restart loses none.
 */
export function startPresentationWorker(
  db: Db,
  storage: FileStorage,
  log: FastifyBaseLogger,
  intervalMs = 1_000,
): PresentationWorker {
  let stopped = false;
  let round: Promise<void> | null = null;
  let prunedAt = 0;
  const drain = async () => {
    while (!stopped && (await runNextPresentationJob(db, storage, log)) !== null) {
      // Next job.
    }
    // Old decks go once an hour; every instance may do it, as removing is idempotent.
    if (!stopped && Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      const removed = await pruneOldPresentations(db, storage, new Date());
      if (removed > 0) log.info({ removed }, 'old presentation decks removed');
    }
  };
  const timer = setInterval(() => {
    if (stopped || round) return;
    round = drain()
      .catch((error: unknown) => log.warn({ err: error }, 'presentation round failed'))
      .finally(() => {
        round = null;
      });
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
