import type { unitPriceRequest } from '@adcontrol/domain/campaigns/draft-contracts';
import type { PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';
import { CURRENCY_DECIMALS, type ExchangeRates, SHIPPED_EXCHANGE_RATES } from './exchange-rates';

/**
 * The network's list prices in US dollars (per thousand impressions for CPM, per click, action or engagement
 * otherwise): the middle of the ranges its campaigns are sold at (docs/decisions/021).
 */
const LIST_PRICE_USD: Record<PurchaseModel, number> = { CPM: 3.5, CPC: 0.22, CPA: 4.2, CPE: 0.22 };

/** The click-through rate list prices assume, in percent; a CPC campaign expecting more clicks pays less each. */
const LIST_CTR = 1.2;

/** Premium inventory (the best placements) costs 30 % more. */
const PREMIUM_FACTOR = 1.3;

/**
 * SPEC 7 `campaigns/formula`: the suggested unit price. The list price in the campaign's currency, premium
 * included; for CPC, scaled by the expected CTR against the list CTR (within half to twice the list price),
 * since a click is worth less where clicks come easily. Deterministic: the same draft always gets the same price.
 */
export function suggestedUnitPrice(
  request: z.output<typeof unitPriceRequest>,
  rates: ExchangeRates = SHIPPED_EXCHANGE_RATES,
): number {
  const perUsd = rates.perUsd[request.currency];
  const decimals = CURRENCY_DECIMALS[request.currency];
  let usd = LIST_PRICE_USD[request.model] * (request.premium ? PREMIUM_FACTOR : 1);
  if (request.model === 'CPC' && request.ctr !== undefined && request.ctr > 0) {
    usd *= Math.min(2, Math.max(0.5, LIST_CTR / request.ctr));
  }
  const factor = 10 ** decimals;
  return Math.max(1 / factor, Math.round(usd * perUsd * factor) / factor);
}
