import { networkDay } from '@adcontrol/domain/rules/date-format';
import { COUNTRY_CURRENCY } from '@adcontrol/domain/shared/enums';
import type {
  ForecastResponse,
  forecastRequest,
  SimulatorPriceResponse,
  simulatorPriceRequest,
} from '@adcontrol/domain/simulator/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { countAudience } from '../audiences/count-service';
import type { AudienceEngineHolder } from '../audiences/engine-holder';
import { getAudience } from '../audiences/service';
import type { ExchangeRates } from '../campaigns/exchange-rates';
import { suggestedUnitPrice } from '../campaigns/index';
import type { Actor } from '../scope/actor';
import { forecast } from './model';
import { readHistory } from './repository';

export interface ForecastDependencies {
  db: Db;
  engine: AudienceEngineHolder;
}

/**
 * SPEC 2 `/simulator`: the forecast of a campaign not yet bought, from everything delivered before today (the
 * day under way is not over, so it is left out). An audience is read in the caller's scope: another account's
 * answers 404, as if it did not exist.
 */
export async function forecastCampaign(
  deps: ForecastDependencies,
  actor: Actor,
  request: z.output<typeof forecastRequest>,
  now = new Date(),
): Promise<ForecastResponse> {
  const audience =
    request.audienceId === undefined ? null : await audienceDevices(deps, actor, request.audienceId);
  const history = await readHistory(deps.db, { cutoff: networkDay(now) });
  return forecast({ ...request, currency: COUNTRY_CURRENCY[request.country], audience }, history);
}

async function audienceDevices(deps: ForecastDependencies, actor: Actor, id: number) {
  const audience = await getAudience(deps.db, actor, id);
  const { count } = await countAudience(deps.engine, {
    filters: audience.filters,
    options: audience.options,
  });
  return { id, name: audience.name, devices: count };
}

/** The campaign formula's price (decision 021) in the country's currency. */
export function simulatorUnitPrice(
  request: z.output<typeof simulatorPriceRequest>,
  rates: ExchangeRates,
): SimulatorPriceResponse {
  const currency = COUNTRY_CURRENCY[request.country];
  return { currency, price: suggestedUnitPrice({ ...request, currency }, rates) };
}
