import { updateCreativeStatus, updateCreatives } from '@adcontrol/domain/creatives/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import type { Caller } from '../auth/tokens';
import { actorOf } from '../scope/actor';
import * as service from './service';

/** SPEC 7's creative calls of the campaign steps: one creative's status, and several creatives at once. */
export function registerCreativeRoutes(router: ContractRouter, { database }: AppDependencies): void {
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);
  router.route(updateCreativeStatus, async ({ params, body, caller, request }) =>
    service.updateCreativeStatus(db, await actor(request, caller), params.id, body.status),
  );
  router.route(updateCreatives, async ({ body, caller, request }) =>
    service.updateCreatives(db, await actor(request, caller), body),
  );
}
