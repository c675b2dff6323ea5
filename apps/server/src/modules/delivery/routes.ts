import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { listSinewCreatives } from '@adcontrol/domain/campaigns/contracts';
import type { LinkResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  getDeliveryState,
  linkCampaign,
  linkedNotification,
  linkNewton,
  linkSinew,
  unlinkNewton,
  unlinkSinew,
  updateCapping,
  updateDataInfo,
  updateEmpower,
  updateOptimizationThreshold,
  updateOptimized,
  updateSource,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  dropDeliveryChange,
  retryDeliveryChange,
} from '@adcontrol/domain/campaigns/delivery-outbox-contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ContractRouter } from '../../contract/register';
import type { Caller } from '../auth/tokens';
import { type ExchangeRates, withBudgetUsd } from '../campaigns/index';
import { actorOf } from '../scope/actor';
import { dropChange, retryChange } from './dead-letter';
import { notifyLinked } from './linked-notification';
import * as delivery from './service';
import * as settings from './settings-service';

/**
 * Linking campaigns to the delivery servers, what is still on its way to them (docs/decisions/030), and the
 * settings they deliver by (docs/decisions/031).
 */
export async function deliveryRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, config } = api;
  const { deliveryServers: servers, mailer } = api;
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);
  const rates = config.exchangeRates;
  const linked = (answer: LinkResponse) => ({ ...answer, campaign: withBudgetUsd(rates, answer.campaign) });

  for (const [endpoint, source] of [
    [linkSinew, 'sinew'],
    [linkNewton, 'newton'],
  ] as const) {
    router.route(endpoint, async ({ params, body, caller, request }) =>
      linked(
        await delivery.linkCampaign(db, await actor(request, caller), params.id, {
          source,
          creatives: body.creatives,
          sinewInfo: body.sinewInfo,
        }),
      ),
    );
  }
  for (const [endpoint, source] of [
    [unlinkSinew, 'sinew'],
    [unlinkNewton, 'newton'],
  ] as const) {
    router.route(endpoint, async ({ params, caller, request }) =>
      linked(await delivery.unlinkCampaign(db, await actor(request, caller), params.id, source)),
    );
  }
  router.route(linkCampaign, async ({ params, body, caller, request }) =>
    linked(
      await delivery.linkCampaign(db, await actor(request, caller), params.id, {
        source: body.source,
        creatives: [],
      }),
    ),
  );
  router.route(listSinewCreatives, async ({ params, caller, request }) =>
    delivery.sinewCreatives(db, await actor(request, caller), servers, params.id),
  );
  router.route(getDeliveryState, async ({ params, caller, request }) =>
    delivery.deliveryState(db, await actor(request, caller), params.id),
  );
  router.route(retryDeliveryChange, async ({ params, caller, request }) =>
    retryChange(db, await actor(request, caller), params.id, params.changeId),
  );
  router.route(dropDeliveryChange, async ({ params, caller, request }) =>
    dropChange(db, await actor(request, caller), params.id, params.changeId),
  );
  router.route(linkedNotification, async ({ body, caller, request }) =>
    notifyLinked({ db, mailer, publicUrl: config.publicUrl }, await actor(request, caller), body),
  );
  registerSettingRoutes(router, db, actor, rates);
}

function registerSettingRoutes(
  router: ContractRouter,
  db: FastifyInstance['db'],
  actor: (request: FastifyRequest, caller: Caller) => ReturnType<typeof actorOf>,
  rates: ExchangeRates,
): void {
  // Every campaign answered carries its budget in dollars, as the campaigns module's answers do (decision 050).
  const priced = (campaign: Campaign) => withBudgetUsd(rates, campaign);
  router.route(updateCapping, async ({ params, body, caller, request }) =>
    priced(await settings.updateCapping(db, await actor(request, caller), params.id, body)),
  );
  router.route(updateSource, async ({ params, body, caller, request }) =>
    priced(await settings.updateSource(db, await actor(request, caller), params.id, body.source)),
  );
  router.route(updateEmpower, async ({ params, body, caller, request }) =>
    priced(await settings.updateEmpower(db, await actor(request, caller), params.id, body.empower)),
  );
  router.route(updateOptimized, async ({ params, body, caller, request }) =>
    priced(await settings.updateOptimized(db, await actor(request, caller), params.id, body)),
  );
  router.route(updateOptimizationThreshold, async ({ params, body, caller, request }) =>
    priced(
      await settings.updateOptimizationThreshold(
        db,
        await actor(request, caller),
        params.id,
        body.optimizationThreshold,
      ),
    ),
  );
  router.route(updateDataInfo, async ({ params, body, caller, request }) =>
    priced(await settings.updateDataInfo(db, await actor(request, caller), params.id, body)),
  );
}
