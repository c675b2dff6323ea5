import { countAudience, countAudiencePublic } from '@adcontrol/domain/audiences/contracts';
import type { FastifyInstance } from 'fastify';
import { countAudience as count } from './count-service';

/**
 * POST /audiences/count and its public variant: counts from the in-memory engine as filters change. The
 * public demo cannot switch the multiplier off (its contract has no options).
 */
export async function audienceCountRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const holder = api.audienceEngine;
  const limited = api.publicLimit;
  router.route(countAudience, async ({ body }) => count(holder, body));
  router.route(countAudiencePublic, async ({ body }) => count(holder, { filters: body.filters }), limited);
}
