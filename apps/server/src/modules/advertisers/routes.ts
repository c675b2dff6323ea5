import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { actorOf } from '../scope/actor';
import { advertiserOverview } from './service';

/** GET /advertisers/:id/overview: the advertiser page's figures; an advertiser outside the scope is 404. */
export function registerAdvertiserRoutes(router: ContractRouter, { database }: AppDependencies): void {
  const { db } = database;
  router.route(getAdvertiserOverview, async ({ params, query, caller, request }) =>
    advertiserOverview(db, await actorOf(db, request, caller), params.id, query, new Date()),
  );
}
