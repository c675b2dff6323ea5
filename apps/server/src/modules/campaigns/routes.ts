import { type Campaign, saveCampaignRequest } from '@adcontrol/domain/campaigns/campaign';
import {
  createCampaign,
  deleteCampaign,
  duplicateCampaign,
  getCampaignDetails,
  listCampaignCreatives,
  updateCampaignStatus,
} from '@adcontrol/domain/campaigns/contracts';
import {
  checkCampaignName,
  getCappingEstimate,
  getVastTag,
  listTags,
  unitPriceFormula,
} from '@adcontrol/domain/campaigns/draft-contracts';
import { targetsFor } from '@adcontrol/domain/rules/targets';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/tokens';
import { paymentStatesOf } from '../payments/service';
import { actorOf } from '../scope/actor';
import { dailyCapping } from './capping-estimate';
import { mergeTags, TAG_CATALOGUE, VAST_TEMPLATE } from './catalogue';
import * as copying from './duplicate-service';
import { withBudgetUsd } from './exchange-rates';
import { registerCampaignListRoutes } from './list-routes';
import { suggestedUnitPrice } from './pricing';
import * as saving from './save-service';
import * as campaigns from './service';
import * as status from './status';

/** The campaign calls of the creation and edit steps (SPEC 7; docs/decisions/021). */
export async function campaignRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, config } = api;
  const { db } = database;
  registerCampaignListRoutes(router, api);
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);

  // Every campaign answered carries its budget in dollars at the list's rates, so no call leaves it empty.
  const priced = <C extends Campaign>(campaign: C) => withBudgetUsd(config.exchangeRates, campaign);

  router.route(createCampaign, async ({ body, caller, request }) =>
    priced(await saving.saveCampaign(db, await actor(request, caller), saveCampaignRequest.parse(body))),
  );
  router.route(getCampaignDetails, async ({ params, caller, request }) => {
    const found = await campaigns.getCampaign(db, await actor(request, caller), params.id);
    const budget = { id: found.id, name: found.name, currency: found.currency, budget: found.budget.total };
    return priced({ ...found, payment: (await paymentStatesOf(db, [budget])).get(found.id) });
  });
  router.route(listCampaignCreatives, async ({ params, caller, request }) =>
    campaigns.listCampaignCreatives(db, await actor(request, caller), params.id),
  );
  router.route(deleteCampaign, async ({ params, caller, request }) => {
    await saving.deleteCampaign(db, await actor(request, caller), params.id);
    return { success: true as const, message: MESSAGES['campaigns.removed'].en };
  });
  router.route(duplicateCampaign, async ({ params, body, caller, request }) =>
    priced(await copying.duplicateCampaign(db, await actor(request, caller), params.id, body.name)),
  );
  router.route(updateCampaignStatus, async ({ params, body, caller, request }) =>
    priced(await status.updateCampaignStatus(db, await actor(request, caller), params.id, body)),
  );
  router.route(checkCampaignName, async ({ query }) => ({
    available: await campaigns.isNameAvailable(db, query.name, query.id),
  }));
  router.route(listTags, async ({ caller, request }) => {
    const used = await campaigns.usedTags(db, await actor(request, caller));
    return {
      topics: mergeTags(TAG_CATALOGUE.topics, used.topics),
      products: mergeTags(TAG_CATALOGUE.products, used.products),
      audiences: mergeTags(TAG_CATALOGUE.audiences, used.audiences),
    };
  });
  router.route(getVastTag, async () => ({ vast: VAST_TEMPLATE }));
  router.route(unitPriceFormula, async ({ body }) => ({
    price: suggestedUnitPrice(body, config.exchangeRates),
  }));
  router.route(getCappingEstimate, async ({ params, query }) =>
    dailyCapping(targetsFor(query.model, query.budget, query.price), params.a, params.b),
  );
}
