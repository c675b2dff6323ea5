import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import { advertiserOverview } from './service';

/** GET /advertisers/:id/overview: the advertiser page's figures; an advertiser outside the scope is 404. */
export async function advertiserRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { db } = database;
  router.route(getAdvertiserOverview, async ({ params, query, caller, request }) =>
    advertiserOverview(db, await actorOf(db, request, caller), params.id, query, new Date()),
  );
}
