import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { AudienceEngineHolder } from './engine-holder';
import { audiencesWithoutSize, fillMissingSize } from './repository';

/**
 * Counts every audience stored without its size — saved while the engine was still loading, or seeded (the demo
 * stores none, so its list and its export page give one number) — once the engine is ready. An audience
 * changed meanwhile keeps the size its own save counted: the update only fills a size still missing. Counting
 * is not an edit: the audience's "updated" date stays the one its owner's last change set.
 * Resolves to how many it counted.
 */
export async function countOwedSizes(
  db: Db,
  engine: AudienceEngineHolder,
  log: FastifyBaseLogger,
): Promise<number> {
  const counter = await engine.ready();
  const owed = await audiencesWithoutSize(db);
  let counted = 0;
  for (const audience of owed) {
    try {
      const { count } = await counter.count(audience.filters, {
        ignoreMultiplier: audience.options.ignoreMultiplier,
      });
      if (await fillMissingSize(db, audience.id, count)) counted += 1;
    } catch (error) {
      log.warn({ err: error, audienceId: audience.id }, 'an audience size could not be counted');
    }
  }
  if (counted > 0) log.info({ counted }, 'counted the audiences stored without a size');
  return counted;
}
