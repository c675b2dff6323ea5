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
