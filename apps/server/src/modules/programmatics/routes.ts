import { listProgrammatics } from '@adcontrol/domain/campaigns/contracts';
import { programmaticListFilter } from '@adcontrol/domain/campaigns/programmatic';
import { getDealStatistics, updateDealStatus } from '@adcontrol/domain/campaigns/programmatic-contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import * as service from './service';

/** The Programmatics screen's calls (docs/decisions/035). */
export async function programmaticRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { exchange } = api;
  const { db } = database;
  router.route(listProgrammatics, async ({ query, caller, request }) =>
    service.listDeals(
      db,
      await actorOf(db, request, caller),
      query.filter ?? programmaticListFilter.parse({}),
    ),
  );
  router.route(updateDealStatus, async ({ params, body, caller, request }) =>
    service.updateDealStatus(db, exchange, await actorOf(db, request, caller), params.id, body),
  );
  router.route(getDealStatistics, async ({ params, caller, request }) =>
    service.dealStatistics(db, await actorOf(db, request, caller), params.id),
  );
}
