import { listLoginEvents } from '@adcontrol/domain/events/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { findLoginEvents } from './repository';

/** GET /events/login: every sign-in attempt, for admins, newest first. */
export function registerEventRoutes(router: ContractRouter, { database }: AppDependencies): void {
  router.route(listLoginEvents, ({ query }) => findLoginEvents(database.db, query));
}
