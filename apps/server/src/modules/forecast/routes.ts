import { forecastCampaign, simulatorUnitPrice } from '@adcontrol/domain/simulator/contracts';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../scope/actor';
import * as service from './service';

/** The simulator's calls (docs/decisions/036): a forecast and the unit price it starts from. */
export async function forecastRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { database, config } = api;
  const engine = api.audienceEngine;
  const { db } = database;
  router.route(forecastCampaign, async ({ body, caller, request }) =>
    service.forecastCampaign({ db, engine }, await actorOf(db, request, caller), body),
  );
  router.route(simulatorUnitPrice, async ({ body }) =>
    service.simulatorUnitPrice(body, config.exchangeRates),
  );
}
