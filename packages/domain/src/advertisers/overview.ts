import { z } from 'zod';
import { isoDate, isoDateTime } from '../contract/common';
import { deliveryProgress, homeAdvertiser } from '../home/summary';
import {
  campaignStatusSchema,
  creativeFormatSchema,
  currencySchema,
  displayStatusSchema,
  purchaseModelSchema,
} from '../shared/enums';
import { deliveryTotals, reportRow } from '../statistics/statistics';

const count = z.number().int().nonnegative();
const money = z.number().nonnegative();

/**
 * A creative needs this many impressions over the chosen days before its CTR ranks it among the best: below it a
 * single click moves the CTR by whole points (docs/decisions/029).
 */
export const BEST_CREATIVES_MIN_IMPRESSIONS = 1_000;
/** The page lists at most this many best creatives. */
export const BEST_CREATIVES_LIMIT = 5;

/** Budget, spend and what is left in one currency, over the campaigns running during the chosen days. */
export const advertiserSpend = z.object({
  currency: currencySchema,
  campaigns: count,
  budget: money,
  /** Everything delivered so far, priced by purchase model; each campaign stops at its own budget. */
  spent: money,
  /** `budget` − `spent`. */
  left: money,
  /** `spent` as a percentage of `budget`, 1 decimal. */
  spentPercentage: z.number().nonnegative(),
  /** The part of `spent` delivered within the chosen days. */
  spentInPeriod: money,
});
export type AdvertiserSpend = z.infer<typeof advertiserSpend>;

/** A campaign running during the chosen days: its state, its delivery against target, its days' figures. */
export const advertiserCampaign = deliveryTotals.extend({
  id: z.number().int(),
  name: z.string(),
  status: campaignStatusSchema,
  /** From the dates at the moment of the call (SPEC 4). */
  displayStatus: displayStatusSchema,
  startDate: isoDateTime,
  endDate: isoDateTime,
  purchaseModel: purchaseModelSchema,
  currency: currencySchema,
  budget: money,
  spent: money,
  /** Everything delivered so far against the target it was sold by. */
  progress: deliveryProgress,
  /** Unique devices from the campaign's first day through the last chosen day; 0 before any report. */
  reach: count,
});
export type AdvertiserCampaign = z.infer<typeof advertiserCampaign>;

/** A creative among the best over the chosen days: highest CTR among those past the impressions floor. */
export const bestCreative = deliveryTotals.extend({
  id: z.number().int(),
  name: z.string(),
  format: creativeFormatSchema,
  campaignId: z.number().int(),
  campaignName: z.string(),
});
export type BestCreative = z.infer<typeof bestCreative>;

/** One advertiser at a glance over chosen network days (docs/decisions/029). */
export const advertiserOverview = z.object({
  advertiser: homeAdvertiser,
  /** The network days the figures cover, both included. */
  from: isoDate,
  to: isoDate,
  generatedAt: isoDateTime,
  /** Impressions, clicks and CTR over the days. */
  totals: deliveryTotals,
  /**
   * Each listed campaign's unique devices from its first day through `to`, added up: a device two campaigns
   * reached counts in both (reach cannot be merged across campaigns or cut to a window, decision 025).
   */
  reach: count,
  /** One row per day, oldest first, days without delivery as zeros. */
  daily: z.array(reportRow),
  /** One entry per currency, never converted, sorted by code. */
  spend: z.array(advertiserSpend),
  /** The campaigns running at some moment of the days: in progress, then awaiting, then finished. */
  campaigns: z.array(advertiserCampaign),
  /** Up to five creatives with the highest CTR among those with at least `minImpressions` over the days. */
  bestCreatives: z.array(bestCreative),
  minImpressions: count,
});
export type AdvertiserOverview = z.infer<typeof advertiserOverview>;
