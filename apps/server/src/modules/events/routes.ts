import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import type { FastifyInstance } from 'fastify';
import { findLoginEvents } from './repository';

/** GET /events/login: every sign-in attempt, for admins, newest first. */
export async function eventRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database } = api;
  router.route(listLoginEvents, ({ query }) => findLoginEvents(database.db, query));
}
