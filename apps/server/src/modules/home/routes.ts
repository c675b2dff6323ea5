import { getHomeSummary } from '@adcontrol/domain/home/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import { actorOf } from '../scope/actor';
import { homeSummary } from './service';

/** GET /home/summary: Home's figures over the caller's scope; an impersonated session sees its target's. */
export function registerHomeRoutes(router: ContractRouter, { database }: AppDependencies): void {
  const { db } = database;
  router.route(getHomeSummary, async ({ caller, request }) =>
    homeSummary(db, await actorOf(db, request, caller), new Date()),
  );
}
