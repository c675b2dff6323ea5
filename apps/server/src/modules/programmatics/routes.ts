import { listProgrammatics } from '@adcontrol/domain/campaigns/contracts';
import { programmaticListFilter } from '@adcontrol/domain/campaigns/programmatic';
import { getDealStatistics, updateDealStatus } from '@adcontrol/domain/campaigns/programmatic-contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { actorOf } from '../scope/actor';
import type { ProgrammaticExchange } from './exchange';
import * as service from './service';

/** The Programmatics screen's calls (docs/decisions/035). */
export function registerProgrammaticRoutes(
  router: ContractRouter,
  { database }: AppDependencies,
  exchange: ProgrammaticExchange,
): void {
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
