import { z } from 'zod';

export const reportRow = z.object({
  date: z.iso.date(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type ReportRow = z.infer<typeof reportRow>;

export const genderSplit = z.object({
  clicksMale: z.number().int(),
  clicksFemale: z.number().int(),
  impressionsMale: z.number().int(),
  impressionsFemale: z.number().int(),
  ctrMale: z.number(),
  ctrFemale: z.number(),
});
export type GenderSplit = z.infer<typeof genderSplit>;

export const ageGenderCtr = z.array(
  z.object({
    ageRange: z.string(),
    ctrMale: z.number(),
    ctrFemale: z.number(),
    impressions: z.number().int(),
  }),
);

export const campaignStatisticsPoint = z.object({
  date: z.iso.date(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  bannerId: z.number().int().nullable(),
  source: z.string().nullable(),
});
export type AgeGenderCtr = z.infer<typeof ageGenderCtr>;
export type CampaignStatisticsPoint = z.infer<typeof campaignStatisticsPoint>;

export const deliveryTotals = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  ctr: z.number(),
});
export type DeliveryTotals = z.infer<typeof deliveryTotals>;

/** How far into a video its viewers got, per banner (SPEC's cuartiles). */
export const quartileRow = z.object({
  bannerId: z.number().int(),
  start: z.number().int(),
  firstQuartile: z.number().int(),
  midpoint: z.number().int(),
  thirdQuartile: z.number().int(),
  complete: z.number().int(),
});
export type QuartileRow = z.infer<typeof quartileRow>;

/** Unique devices a campaign reached (SPEC's scopes). */
export const campaignReach = z.object({ campaignId: z.number().int(), reach: z.number().int() });
export type CampaignReach = z.infer<typeof campaignReach>;

export const regionRow = z.object({
  region: z.string(),
  impressions: z.number().int(),
  clicks: z.number().int(),
});
export type RegionRow = z.infer<typeof regionRow>;

export const appRow = z.object({ app: z.string(), impressions: z.number().int(), clicks: z.number().int() });
export type AppRow = z.infer<typeof appRow>;
