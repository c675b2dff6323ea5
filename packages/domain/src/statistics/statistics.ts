import { z } from 'zod';

/** One network day (-03:00, docs/decisions/011) of delivery. CTR is a percentage with 2 decimals. */
export const reportRow = z.object({
  date: z.iso.date(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** Delivery to known men and women; traffic whose gender is unknown is in neither. */
export const genderSplit = z.object({
  clicksMale: z.number().int(),
  clicksFemale: z.number().int(),
  impressionsMale: z.number().int(),
  impressionsFemale: z.number().int(),
  ctrMale: z.number(),
  ctrFemale: z.number(),
});
export type GenderSplit = z.infer<typeof genderSplit>;

/**
 * Delivery per age band (SPEC 5's bands, youngest first), over the traffic whose age is known. The delivery
 * servers report gender and age separately, never crossed, so CTR by gender is in `genderSplit`.
 */
export const ageCtrRow = z.object({
  ageRange: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export const ageGenderCtr = z.array(ageCtrRow);
export type AgeGenderCtr = z.infer<typeof ageGenderCtr>;

/**
 * One day of delivery, split by the request's `groupBy`: with `day` only `date` is set; with `creative`,
 * `source` or `campaign` the matching key is set too, one point per day and key.
 */
export const campaignStatisticsPoint = z.object({
  date: z.iso.date(),
  campaignId: z.number().int().nullable(),
  bannerId: z.number().int().nullable(),
  source: z.string().nullable(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type CampaignStatisticsPoint = z.infer<typeof campaignStatisticsPoint>;

export const deliveryTotals = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type DeliveryTotals = z.infer<typeof deliveryTotals>;

/** How far into a video its viewers got, per video creative (SPEC's cuartiles); never increasing. */
export const quartileRow = z.object({
  campaignId: z.number().int(),
  bannerId: z.number().int(),
  start: z.number().int(),
  firstQuartile: z.number().int(),
  midpoint: z.number().int(),
  thirdQuartile: z.number().int(),
  complete: z.number().int(),
  /** Completes as a percentage of starts, 1 decimal. */
  completionRate: z.number(),
});
export type QuartileRow = z.infer<typeof quartileRow>;

/**
 * Unique devices a campaign reached from its first day through `asOf` (SPEC's scopes), as the delivery
 * server counted them; `frequency` is impressions per device over the same days, 2 decimals.
 */
export const campaignReach = z.object({
  campaignId: z.number().int(),
  reach: z.number().int(),
  asOf: z.iso.date().nullable(),
  frequency: z.number(),
});
export type CampaignReach = z.infer<typeof campaignReach>;

/** Delivery in one region (ISO 3166-2 subdivision name) of a country (ISO 3166-1 alpha-2). */
export const regionRow = z.object({
  country: z.string(),
  region: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type RegionRow = z.infer<typeof regionRow>;

/** Delivery inside one publisher app: its store id (bundle) and name. */
export const appRow = z.object({
  app: z.string(),
  name: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type AppRow = z.infer<typeof appRow>;
