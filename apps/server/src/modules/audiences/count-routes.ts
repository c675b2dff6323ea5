import { countAudience, countAudiencePublic } from '@adcontrol/domain/audiences/contracts';
import type { ContractRouter, RouteOptions } from '../../contract/register';
import { countAudience as count } from './count-service';
import type { AudienceEngineHolder } from './engine-holder';

/**
 * POST /audiences/count and its public variant: counts from the in-memory engine as filters change. The
 * public demo cannot switch the multiplier off (its contract has no options).
 */
export function registerAudienceCountRoutes(
  router: ContractRouter,
  holder: AudienceEngineHolder,
  limited: RouteOptions,
): void {
  router.route(countAudience, async ({ body }) => count(holder, body));
  router.route(countAudiencePublic, async ({ body }) => count(holder, { filters: body.filters }), limited);
}
