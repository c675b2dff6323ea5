import { campaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import {
  listAdvertiserCampaigns,
  listCampaigns,
  listMyCampaigns,
  updateCampaignsStatus,
} from '@adcontrol/domain/campaigns/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import type { Caller } from '../auth/tokens';
import { actorOf } from '../scope/actor';
import * as bulk from './bulk-status';
import * as list from './list-service';

/** The Control table's calls: the lists and the bulk status change (docs/decisions/024). */
export function registerCampaignListRoutes(
  router: ContractRouter,
  { database, config }: AppDependencies,
): void {
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);
  const context = () => ({ now: new Date(), rates: config.exchangeRates });

  router.route(listCampaigns, async ({ query, caller, request }) =>
    list.listCampaigns(
      db,
      await actor(request, caller),
      query.filter ?? campaignListFilter.parse({}),
      context(),
    ),
  );
  router.route(listMyCampaigns, async ({ caller, request }) =>
    list.listMyCampaigns(db, await actor(request, caller), context()),
  );
  router.route(listAdvertiserCampaigns, async ({ params, caller, request }) =>
    list.listAdvertiserCampaigns(db, await actor(request, caller), params.id, context()),
  );
  router.route(updateCampaignsStatus, async ({ body, caller, request }) =>
    bulk.updateCampaignsStatus(db, await actor(request, caller), body),
  );
}
