import { z } from 'zod';
import { isoDateTime } from '../contract/common';
import { nameField } from '../contract/fields';
import { moneyAmount, recordId, unitPrice } from '../contract/limit-fields';
import { creative } from '../creatives/creative';
import {
  bannerCreativeDraft,
  interstitialCreativeDraft,
  pushCreativeDraft,
  videoCreativeDraft,
} from '../creatives/creative-drafts';
import { campaignPaymentState } from '../payments/payment';
import { DELIVERY_METRICS } from '../rules/delivery-metric';
import { TARGETS_TOO_LARGE, targetsWithinLimit } from '../rules/limits';
import {
  campaignFormatSchema,
  campaignStatusSchema,
  campaignTypeSchema,
  cappingSourceSchema,
  countryCodeSchema,
  currencySchema,
  displayStatusSchema,
  purchaseModelSchema,
} from '../shared/enums';
import { refusal } from '../shared/issue-message';
import { CAMPAIGN_SORT_FIELDS } from './sort-fields';

const sourceValues = z.object({
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});

/** SPEC 3 Campaign capping: totals, per-source values and the empower flag. */
export const capping = z.object({
  currency: currencySchema,
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
  empower: z.boolean(),
  newton: sourceValues,
  sinew: sourceValues,
});
export type Capping = z.infer<typeof capping>;

/** SPEC 3 dataInfo (waDataInfo is the same shape): the delivery-side description of a campaign. */
export const dataInfo = z.object({
  country: z.string().nullable(),
  type: z.string().nullable(),
  comment: z.string().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
  source: z.string().nullable(),
  optimized: z.boolean(),
  sinewInfo: z.record(z.string(), z.unknown()).nullable(),
  enabled: z.boolean(),
  campaignTitle: z.string().nullable(),
  boxedCtr: z.number().nullable(),
});
export type DataInfo = z.infer<typeof dataInfo>;

/** A campaign as the API shows it (SPEC 3, Campaign as received). */
/** What the admin lets the advertiser see on the campaign's detail page (SPEC 7's three switches). */
export const reportSettings = z.object({
  /** Budget consumption. */
  consumption: z.boolean(),
  /** The report by publisher app. */
  showApps: z.boolean(),
  /** The detailed reports (by region, quartiles, reach) rather than the summary only. */
  typeReports: z.boolean(),
});
export type ReportSettings = z.infer<typeof reportSettings>;

export const campaign = z.object({
  id: z.number().int(),
  name: z.string(),
  comments: z.string().nullable(),
  clientId: z.number().int().nullable(),
  advertiserId: z.number().int(),
  advertiserName: z.string().nullable(),
  sellerId: z.number().int().nullable(),
  sellerName: z.string().nullable(),
  country: countryCodeSchema,
  currency: currencySchema,
  timezone: z.string(),
  premium: z.boolean(),
  purchaseModel: purchaseModelSchema,
  campaignType: campaignTypeSchema,
  format: campaignFormatSchema,
  product: z.string().nullable(),
  startDate: isoDateTime,
  endDate: isoDateTime,
  status: campaignStatusSchema,
  displayStatus: displayStatusSchema,
  source: cappingSourceSchema.nullable(),
  empower: z.boolean(),
  budget: z.object({ total: z.number(), usd: z.number().nullable() }),
  unitPrice: z.number(),
  /** CPA: the percent of clicks that are actions, which prices them (rules/delivered-cost.ts); null: every click. */
  conversionRate: z.number().nullable(),
  capping,
  cappingInfo: z.record(z.string(), z.unknown()).nullable(),
  dataInfo: dataInfo.nullable(),
  target: z.object({ impressions: z.number().int(), clicks: z.number().int() }),
  linked: z.object({ newton: z.boolean(), sinew: z.boolean() }),
  optimizationWeight: z.number().nullable(),
  optimizationThreshold: z.number().nullable(),
  enableOptimized: z.boolean(),
  reportSettings,
  creatives: z.array(creative).optional(),
  /** Whether it is paid (docs/decisions/037); only the campaign's own GET carries it. */
  payment: campaignPaymentState.optional(),
  /** How many work orders (proofs of payment) it holds, when read alone (decision 047). */
  workOrderCount: z.number().int().min(0).optional(),
});
export type Campaign = z.infer<typeof campaign>;

/** What a campaign is sold by, and so what its progress and capping count (rules/delivery-metric.ts). */
export const deliveryMetricSchema = z.enum(DELIVERY_METRICS);
export type DeliveryMetric = z.infer<typeof deliveryMetricSchema>;

/**
 * A row of the Control table (SPEC 3, Campaign table columns; docs/decisions/024). Delivery figures count
 * everything delivered so far; `yesterday*` the previous network day (-03:00). Money is in the campaign's
 * currency except `budgetUsd`, converted at `exchangeRate` (units of the currency per US dollar, as of `date`).
 */
export const campaignRow = campaign.omit({ creatives: true, reportSettings: true }).extend({
  /** Duration: campaign days, end date minus start date (SPEC 5). */
  days: z.number().int(),
  /** Network days left, today included; 0 once finished, all of them while awaiting. */
  remainingDays: z.number().int(),
  /** Progress and capping count impressions for CPM campaigns, clicks for the others. */
  metric: deliveryMetricSchema,
  /** The daily capping set now, in `metric`. */
  currentCapping: z.number().int(),
  /** The daily delivery, in `metric`, that reaches the target over the remaining days (0 once reached). */
  neededCapping: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Percent, 2 decimals. */
  ctr: z.number(),
  yesterdayImpressions: z.number().int(),
  yesterdayClicks: z.number().int(),
  /** Delivered against the target in `metric`, percent with 1 decimal; can pass 100. */
  progress: z.number(),
  /** Delivery so far priced by purchase model, capped at the budget, 2 decimals, in `currency`. */
  spent: z.number(),
  /** `budget.total` in US dollars, 2 decimals. */
  budgetUsd: z.number(),
  exchangeRate: z.object({ perUsd: z.number(), date: z.iso.date() }),
  /** Effective cost per thousand impressions, from the spend; null before any impression. */
  cpm: z.number().nullable(),
  /** Effective cost per click, from the spend; null before any click. */
  cpc: z.number().nullable(),
  /** Optimization weight, percent of traffic to optimized creatives. */
  weight: z.number().nullable(),
});
export type CampaignRow = z.infer<typeof campaignRow>;

/** The Control table columns a list can be sorted by (a zod-free module, for the web app's first view). */
export { CAMPAIGN_SORT_FIELDS };
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

/** SPEC 3 Campaign list filters, with SPEC 4's default query (page 1, 5 per page, in progress, by end date). */
export const campaignListFilter = z
  .object({
    page: z.number().int().min(1).default(1),
    limit: z.number().int().min(1).max(200).default(5),
    status: z.union([displayStatusSchema, campaignStatusSchema, z.literal('all')]).default('in progress'),
    seller: recordId().optional(),
    advertiser: recordId().optional(),
    country: countryCodeSchema.optional(),
    currencies: z.array(currencySchema).optional(),
    startDate: z.iso.date().optional(),
    endDate: z.iso.date().optional(),
    optimized: z.boolean().optional(),
    search: z.string().trim().min(3, 'needs 3 or more letters').max(120).optional(),
    sort: z.enum(CAMPAIGN_SORT_FIELDS).default('endDate'),
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .refine(
    (filter) => !filter.startDate || !filter.endDate || filter.startDate <= filter.endDate,
    refusal('must not be before startDate', 'validation.endBeforeStart', { path: ['endDate'] }),
  );
export type CampaignListFilter = z.input<typeof campaignListFilter>;

/** The capping the campaign needs to spend its budget (the network's estimate for the dates and price). */
export const cappingEstimate = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  days: z.number().int(),
});
export type CappingEstimate = z.infer<typeof cappingEstimate>;

/** Campaign names: letters (accented too), spaces and numbers only (SPEC 5). */
export const campaignName = nameField(150);

/** SPEC 3 Campaign payload sent when saving, field names as the network's clients send them. */
export const saveCampaignRequest = z.object({
  timezone: z.string().max(64),
  email: z.email().optional(),
  general: z
    .object({
      conversion_rate: z.number().min(0).max(100).nullable().optional(),
      campaign_type: campaignTypeSchema.default('STANDARD'),
      campaign_days: z.number().int().min(0).max(3_660),
      campaign_total_budget: moneyAmount(),
      advertiser_id: recordId(),
      campaign_name: campaignName,
      new_campaign_name: campaignName.optional(),
      campaign_start_date: isoDateTime,
      campaign_end_date: isoDateTime,
      campaign_purchase_model: purchaseModelSchema,
      currency: currencySchema,
      unit_price: unitPrice(),
      seller_id: recordId().nullable().optional(),
      country: countryCodeSchema,
      action: z.enum(['create', 'edit']),
      id: recordId().optional(),
      premium: z.boolean().default(false),
      ctr: z.number().min(0).max(100).nullable().optional(),
      /** Which creative formats the campaign carries (docs/decisions/021); taken from the creatives when absent. */
      format: campaignFormatSchema.optional(),
    })
    .refine(
      (general) => Date.parse(general.campaign_end_date) >= Date.parse(general.campaign_start_date),
      refusal('must not be before campaign_start_date', 'validation.endBeforeStart', {
        path: ['campaign_end_date'],
      }),
    )
    .refine(
      (general) => general.action !== 'edit' || general.id !== undefined,
      refusal('is required to edit a campaign', 'validation.required', { path: ['id'] }),
    )
    .refine(
      (general) =>
        targetsWithinLimit(
          general.campaign_purchase_model,
          general.campaign_total_budget,
          general.unit_price,
        ),
      refusal(TARGETS_TOO_LARGE, 'validation.priceTooLowForBudget', { path: ['unit_price'] }),
    ),
  pushs: z.array(pushCreativeDraft).max(100).default([]),
  banners: z.array(bannerCreativeDraft).max(100).default([]),
  videosWeb: z.array(videoCreativeDraft).max(100).default([]),
  interstitials: z.array(interstitialCreativeDraft).max(100).default([]),
  deleted: z.array(z.number().int()).max(400).optional(),
  odt: z.array(z.string().max(500)).max(20).optional(),
});
export type SaveCampaignRequest = z.input<typeof saveCampaignRequest>;
