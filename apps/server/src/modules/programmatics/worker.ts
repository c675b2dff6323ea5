import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { ProgrammaticExchange } from './exchange';
import { syncExchange } from './sync';

/**
 * The exchange sync as a background job (docs/decisions/061): at once, then every `intervalMs`. Each instance may
 * sync: deals and days are upserted by the exchange's ids, so two syncs at once write the same rows.
 */
export function exchangeJobs(
  db: Db,
  exchange: ProgrammaticExchange,
  intervalMs: number,
  log: FastifyBaseLogger,
) {
  return {
    'exchange-sync': {
      intervalMs,
      runAtStart: true,
      run: async () => {
        const result = await syncExchange(db, exchange);
        if (result.skipped.length > 0)
          log.warn({ skipped: result.skipped }, 'exchange deals of unknown buyers');
      },
    },
  };
}
