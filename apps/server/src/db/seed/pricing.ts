import type { CampaignFormat, PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { Market } from './markets';
import type { Random } from './random';

/** Unit prices in US dollars the network charges per purchase model (per thousand impressions for CPM). */
const USD_PRICE: Record<PurchaseModel, [number, number]> = {
  CPM: [1.5, 8],
  CPC: [0.08, 0.6],
  CPA: [1.5, 12],
  CPE: [0.1, 0.5],
};
/** Click-through rates in percent by format: push notifications are clicked far more than banners. */
const CTR: Record<CampaignFormat, [number, number]> = {
  push: [1.2, 3],
  banner: [0.3, 0.9],
  interstitial: [0.9, 2.2],
  video: [0.5, 1.6],
  mixed: [0.6, 1.5],
};

export interface Price {
  budget: number;
  unitPrice: number;
}

export function pricing(rng: Random, market: Market, model: PurchaseModel, premium: boolean): Price {
  const usdBudget = rng.logUniform(800, 40_000) * (premium ? 1.4 : 1);
  const budget = Math.max(1, Math.round((usdBudget * market.perUsd) / market.budgetStep)) * market.budgetStep;
  const [low, high] = USD_PRICE[model];
  const factor = 10 ** market.priceDecimals;
  const local = rng.logUniform(low, high) * (premium ? 1.3 : 1) * market.perUsd;
  const unitPrice = Math.max(1 / factor, Math.round(local * factor) / factor);
  return { budget, unitPrice };
}

export interface Volumes {
  impressions: number;
  clicks: number;
  /** Percent. */
  ctr: number;
  /** Percent of clicks that become actions; only CPA campaigns are sold on it. */
  conversionRate: number;
}

/** What a budget buys at a unit price: the campaign's target and its capping on the delivery servers. */
export function campaignVolumes(
  rng: Random,
  price: Price,
  format: CampaignFormat,
  model: PurchaseModel,
): Volumes {
  const [low, high] = CTR[format];
  const ctr = Math.round(rng.float(low, high) * 100) / 100;
  const conversionRate = Math.round(rng.float(2, 8) * 10) / 10;
  const units = price.budget / price.unitPrice;
  let clicks: number;
  let impressions: number;
  if (model === 'CPM') {
    impressions = Math.round(units * 1000);
    clicks = Math.round((impressions * ctr) / 100);
  } else {
    // CPC and CPE are bought per click or engagement; CPA per action, which needs clicks at the conversion rate.
    clicks = Math.round(model === 'CPA' ? units / (conversionRate / 100) : units);
    impressions = Math.round(clicks / (ctr / 100));
  }
  return { impressions, clicks, ctr, conversionRate };
}
