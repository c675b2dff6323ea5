import { getHomeSummary } from '@adcontrol/domain/home/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import { homeSummary } from './service';

/** GET /home/summary: Home's figures over the caller's scope; an impersonated session sees its target's. */
export async function homeRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  const { db } = database;
  router.route(getHomeSummary, async ({ caller, request }) =>
    homeSummary(db, await actorOf(db, request, caller), new Date()),
  );
}
