import { forecastCampaign, simulatorUnitPrice } from '@adcontrol/domain/simulator/contracts';
import type { AppDependencies } from '../../app';
import type { ContractRouter } from '../../contract/register';
import type { AudienceEngineHolder } from '../audiences/engine-holder';
import { actorOf } from '../scope/actor';
import * as service from './service';

/** The simulator's calls (docs/decisions/036): a forecast and the unit price it starts from. */
export function registerForecastRoutes(
  router: ContractRouter,
  { database, config }: AppDependencies,
  engine: AudienceEngineHolder,
): void {
  const { db } = database;
  router.route(forecastCampaign, async ({ body, caller, request }) =>
    service.forecastCampaign({ db, engine }, await actorOf(db, request, caller), body),
  );
  router.route(simulatorUnitPrice, async ({ body }) =>
    service.simulatorUnitPrice(body, config.exchangeRates),
  );
}
