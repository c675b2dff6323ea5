import { listSinewCreatives } from '@adcontrol/domain/campaigns/contracts';
import {
  getDeliveryState,
  linkCampaign,
  linkNewton,
  linkSinew,
  unlinkNewton,
  unlinkSinew,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import type { Caller } from '../auth/tokens';
import { actorOf } from '../scope/actor';
import type { DeliveryServers } from './delivery-server';
import * as delivery from './service';

/** Linking campaigns to the delivery servers, and what is still on its way to them (docs/decisions/030). */
export function registerDeliveryRoutes(
  router: ContractRouter,
  { database }: AppDependencies,
  servers: DeliveryServers,
): void {
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);

  for (const [endpoint, source] of [
    [linkSinew, 'sinew'],
    [linkNewton, 'newton'],
  ] as const) {
    router.route(endpoint, async ({ params, body, caller, request }) =>
      delivery.linkCampaign(db, await actor(request, caller), params.id, {
        source,
        creatives: body.creatives,
        sinewInfo: body.sinewInfo,
      }),
    );
  }
  for (const [endpoint, source] of [
    [unlinkSinew, 'sinew'],
    [unlinkNewton, 'newton'],
  ] as const) {
    router.route(endpoint, async ({ params, caller, request }) =>
      delivery.unlinkCampaign(db, await actor(request, caller), params.id, source),
    );
  }
  router.route(linkCampaign, async ({ params, body, caller, request }) =>
    delivery.linkCampaign(db, await actor(request, caller), params.id, {
      source: body.source,
      creatives: [],
    }),
  );
  router.route(listSinewCreatives, async ({ params, caller, request }) =>
    delivery.sinewCreatives(db, await actor(request, caller), servers, params.id),
  );
  router.route(getDeliveryState, async ({ params, caller, request }) =>
    delivery.deliveryState(db, await actor(request, caller), params.id),
  );
}
