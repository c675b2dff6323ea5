import {
  addOptimized,
  addPretargeting,
  generateSupport,
  getCreativeForm,
  supportOptimized,
  updateCreativeStatus,
  updateCreatives,
  updateOptimizedHtml,
} from '@adcontrol/domain/creatives/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Caller } from '../auth/tokens';
import { actorOf } from '../scope/actor';
import { creativeFormFor } from './creative-form';
import * as optimisation from './optimisation-service';
import * as service from './service';

/**
 * SPEC 7's creative calls of the campaign steps (a creative format's form, one creative's status, several
 * creatives at once) and the optimiser's (docs/decisions/031, 047).
 */
export async function creativeRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, storage: files } = api;
  const { db } = database;
  const actor = (request: FastifyRequest, caller: Caller) => actorOf(db, request, caller);
  router.route(getCreativeForm, async ({ params }) => creativeFormFor(params.a, params.b));
  router.route(updateCreativeStatus, async ({ params, body, caller, request }) =>
    service.updateCreativeStatus(db, await actor(request, caller), params.id, body.status),
  );
  router.route(updateCreatives, async ({ body, caller, request }) =>
    service.updateCreatives(db, await actor(request, caller), body),
  );
  router.route(addOptimized, async ({ params, body, caller, request }) =>
    optimisation.addOptimized(db, await actor(request, caller), params.id, body),
  );
  router.route(supportOptimized, async ({ params, caller, request }) =>
    optimisation.supportOptimized(db, await actor(request, caller), params.id),
  );
  router.route(updateOptimizedHtml, async ({ params, body, caller, request }) =>
    optimisation.updateOptimizedHtml(db, await actor(request, caller), params.id, body.html),
  );
  router.route(generateSupport, async ({ body, caller, request }) =>
    optimisation.generateSupport(db, files, await actor(request, caller), body),
  );
  router.route(addPretargeting, async ({ params, body, caller, request }) =>
    optimisation.addPretargeting(db, await actor(request, caller), params.id, body),
  );
}
