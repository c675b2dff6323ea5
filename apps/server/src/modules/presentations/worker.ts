import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStorage } from '../files/storage';
import { pruneOldPresentations, runNextPresentationJob } from './jobs';

/**
 * The deck work of every app instance, as background jobs (docs/decisions/061 and 039): every second, waiting
 * decks are claimed one after the other until none is left (claims are leased in the database, so instances
 * share them and a restart loses none); once an hour, old decks go (every instance may, removing is idempotent).
 */
export function presentationJobs(db: Db, storage: FileStorage, log: FastifyBaseLogger) {
  return {
    presentations: {
      intervalMs: 1_000,
      run: async (signal: AbortSignal) => {
        while (!signal.aborted && (await runNextPresentationJob(db, storage, log)) !== null) {
          // Next job.
        }
      },
    },
    'presentations-prune': {
      intervalMs: 60 * 60_000,
      runAtStart: true,
      run: async () => {
        const removed = await pruneOldPresentations(db, storage, new Date());
        if (removed > 0) log.info({ removed }, 'old presentation decks removed');
      },
    },
  };
}
