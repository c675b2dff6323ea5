import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/** Kept of the bound for what closes after the requests: the simulator and the database. */
const CLOSING_MS = 1_000;

/**
 * The end of a shutdown (decisions 045 and 071): the app stops listening and drains, then the handlers of
 * requests whose clients went away finish (Fastify's close does not wait for them), within `withinMs` of the
 * start less what the rest needs; only then do the simulator and the database close, so no handler meets a
 * closed pool.
 */
export async function stopServing(
  app: FastifyInstance,
  {
    database,
    simulator,
    withinMs,
  }: { database: Database; simulator?: { stop(): Promise<void> } | null; withinMs: number },
): Promise<void> {
  const started = Date.now();
  await app.close();
  const running = await app.requestsSettled(Math.max(0, started + withinMs - CLOSING_MS - Date.now()));
  if (running > 0)
    app.log.warn(
      { running },
      'requests still running at the shutdown bound; closing the database under them',
    );
  await simulator?.stop();
  await database.close();
}
