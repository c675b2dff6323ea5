import { z } from 'zod';
import { isoDate, isoDateTime } from '../contract/common';
import { CAMPAIGN_STATUSES, type CampaignStatus, currencySchema } from '../shared/enums';
import { deliveryTotals, reportRow } from '../statistics/statistics';

const count = z.number().int().nonnegative();

/** Every raw status, zero included, so a client can show the ones it wants without guessing. */
const statusCounts = z.object(
  Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, count])) as Record<
    CampaignStatus,
    typeof count
  >,
);

/** Campaigns of the scope by display status (SPEC 4) at the moment of the call. */
export const homeCampaignCounts = z.object({
  total: count,
  awaiting: count,
  inProgress: count,
  finished: count,
  /** The raw statuses of the campaigns in progress: delivering, paused, pending approval… */
  inProgressByStatus: statusCounts,
});
export type HomeCampaignCounts = z.infer<typeof homeCampaignCounts>;

/** Impressions, clicks and CTR (percent, 2 decimals) over whole network days. */
export const homePeriod = deliveryTotals.extend({ from: isoDate, to: isoDate });
export type HomePeriod = z.infer<typeof homePeriod>;

/** Budget of the campaigns in progress in one currency, and how much of it their delivery has used. */
export const homeSpend = z.object({
  currency: currencySchema,
  campaigns: count,
  budget: z.number().nonnegative(),
  /** Never more than `budget`: each campaign's spend stops at its own budget. */
  spent: z.number().nonnegative(),
  /** `spent` as a percentage of `budget`, 1 decimal. */
  spentPercentage: z.number().nonnegative(),
});
export type HomeSpend = z.infer<typeof homeSpend>;

export const homeAdvertiser = z.object({
  id: z.number().int(),
  company: z.string().nullable(),
  /** Company, else first and last name, else e-mail: never empty. */
  name: z.string(),
});

/** Delivered against the campaign's target: impressions for CPM, clicks for the other models. */
export const deliveryProgress = z.object({
  metric: z.enum(['impressions', 'clicks']),
  delivered: count,
  target: count,
  /** 1 decimal; 0 when there is no target. May pass 100 when a campaign over-delivers. */
  percentage: z.number().nonnegative(),
});
export type DeliveryProgress = z.infer<typeof deliveryProgress>;

export const endingCampaign = z.object({
  id: z.number().int(),
  name: z.string(),
  advertiser: homeAdvertiser,
  endDate: isoDateTime,
  progress: deliveryProgress,
});
export type EndingCampaign = z.infer<typeof endingCampaign>;

export const topCampaign = deliveryTotals.extend({
  id: z.number().int(),
  name: z.string(),
  advertiser: homeAdvertiser,
});
export type TopCampaign = z.infer<typeof topCampaign>;

/** What Home shows at a glance over the caller's scope (docs/decisions/011). */
export const homeSummary = z.object({
  /** The last complete network day (yesterday at -03:00); every period ends with it. */
  asOf: isoDate,
  /** The instant campaign states were taken at. */
  generatedAt: isoDateTime,
  campaigns: homeCampaignCounts,
  yesterday: homePeriod,
  last30Days: homePeriod,
  previous30Days: homePeriod,
  /** The 30 days of `last30Days`, oldest first, days without delivery included as zeros. */
  daily: z.array(reportRow),
  spend: z.array(homeSpend),
  /** Up to 5 campaigns in progress ending within 7 days, soonest first. */
  endingSoon: z.array(endingCampaign),
  /** Up to 5 campaigns with the most impressions over `last30Days`. */
  top: z.array(topCampaign),
});
export type HomeSummary = z.infer<typeof homeSummary>;
