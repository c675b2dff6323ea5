import type { unitPriceRequest } from '@adcontrol/domain/campaigns/draft-contracts';
import type { Currency, PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { z } from 'zod';

/**
 * The network's list prices in US dollars (per thousand impressions for CPM, per click, action or engagement
 * otherwise): the middle of the ranges its campaigns are sold at (docs/decisions/021).
 */
const LIST_PRICE_USD: Record<PurchaseModel, number> = { CPM: 3.5, CPC: 0.22, CPA: 4.2, CPE: 0.22 };

/** The click-through rate list prices assume, in percent; a CPC campaign expecting more clicks pays less each. */
const LIST_CTR = 1.2;

/**
 * Units of each currency per US dollar, and the decimals prices are quoted with. A shipped table (rates of
 * 2026-11), the same the demo data is priced with; configuration can replace it when exchange rates land.
 */
export const CURRENCY_TABLE: Record<Currency, { perUsd: number; decimals: number }> = {
  CLP: { perUsd: 940, decimals: 0 },
  ARS: { perUsd: 1150, decimals: 0 },
  COP: { perUsd: 4000, decimals: 0 },
  MX: { perUsd: 18.5, decimals: 2 },
  PEN: { perUsd: 3.75, decimals: 2 },
  PAB: { perUsd: 1, decimals: 2 },
  EUR: { perUsd: 0.92, decimals: 2 },
  USD: { perUsd: 1, decimals: 2 },
};

/** Premium inventory (the best placements) costs 30 % more. */
const PREMIUM_FACTOR = 1.3;

/**
 * SPEC 7 `campaigns/formula`: the suggested unit price. The list price in the campaign's currency, premium
 * included; for CPC, scaled by the expected CTR against the list CTR (within half to twice the list price),
 * since a click is worth less where clicks come easily. Deterministic: the same draft always gets the same price.
 */
export function suggestedUnitPrice(request: z.output<typeof unitPriceRequest>): number {
  const { perUsd, decimals } = CURRENCY_TABLE[request.currency];
  let usd = LIST_PRICE_USD[request.model] * (request.premium ? PREMIUM_FACTOR : 1);
  if (request.model === 'CPC' && request.ctr !== undefined && request.ctr > 0) {
    usd *= Math.min(2, Math.max(0.5, LIST_CTR / request.ctr));
  }
  const factor = 10 ** decimals;
  return Math.max(1 / factor, Math.round(usd * perUsd * factor) / factor);
}
