import { z } from 'zod';
import { idParams } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { sourceSchema } from '../shared/enums';
import { ageGenderCtr, campaignStatisticsPoint, genderSplit, reportRow } from './statistics';

const tag = 'Statistics';
const readers = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'] as const;
const dateRange = z
  .object({ start: z.iso.date(), end: z.iso.date() })
  .refine((range) => range.start <= range.end, { message: 'start must not be after end', path: ['start'] });

export const campaignStatisticsRequest = z.object({
  campaigns: z.array(z.number().int()).min(1).max(500),
  sources: z.array(sourceSchema).default(['newton', 'sinew']),
  groupBy: z.enum(['day', 'creative', 'source', 'campaign']).default('day'),
  banners: z.array(z.number().int()).max(2_000).optional(),
  date: dateRange,
});

export const campaignStatistics = defineEndpoint({
  operationId: 'statistics.campaigns',
  method: 'POST',
  path: '/campaigns/statistics',
  tag,
  summary: 'Daily impressions and clicks of campaigns, by source, creative or day',
  access: readers,
  body: campaignStatisticsRequest,
  response: z.object({
    points: z.array(campaignStatisticsPoint),
    totals: z.object({ impressions: z.number().int(), clicks: z.number().int(), ctr: z.number() }),
    gender: genderSplit,
    ageGender: ageGenderCtr,
  }),
});

export const statistics = defineEndpoint({
  operationId: 'statistics.range',
  method: 'POST',
  path: '/statistics',
  tag,
  summary: 'Totals for a list of campaigns, each over its own date range',
  access: readers,
  body: z
    .array(z.object({ campaignId: z.number().int(), date: dateRange }))
    .min(1)
    .max(500),
  response: z.array(z.object({ campaignId: z.number().int(), rows: z.array(reportRow) })),
});

export const campaignReports = defineEndpoint({
  operationId: 'statistics.reports',
  method: 'POST',
  path: '/campaigns/reports',
  tag,
  summary: 'A downloadable report (rows of date, clicks, impressions, CTR) for campaigns',
  access: readers,
  body: z.object({ campaigns: z.array(z.number().int()).min(1).max(500) }),
  response: z.object({ rows: z.array(reportRow.extend({ campaignId: z.number().int() })) }),
});

export const quartiles = defineEndpoint({
  operationId: 'statistics.quartiles',
  method: 'POST',
  path: '/campaigns/cuartiles',
  tag,
  summary: 'Video quartile completions of banners of campaigns',
  access: readers,
  body: z.object({
    banners: z.array(z.number().int()).max(2_000),
    idsCampaign: z.array(z.number().int()).max(500),
  }),
  response: z.array(
    z.object({
      bannerId: z.number().int(),
      start: z.number().int(),
      firstQuartile: z.number().int(),
      midpoint: z.number().int(),
      thirdQuartile: z.number().int(),
      complete: z.number().int(),
    }),
  ),
});

export const scopes = defineEndpoint({
  operationId: 'statistics.scopes',
  method: 'POST',
  path: '/campaigns/scopes',
  tag,
  summary: 'Unique reach (devices) of campaigns',
  access: readers,
  body: z.object({ idsCampaign: z.array(z.number().int()).min(1).max(500) }),
  response: z.array(z.object({ campaignId: z.number().int(), reach: z.number().int() })),
});

export const countryReport = defineEndpoint({
  operationId: 'statistics.countryReport',
  method: 'GET',
  path: '/campaigns/country/report/:id',
  tag,
  summary: "A campaign's delivery by country and region",
  access: readers,
  params: idParams,
  response: z.array(
    z.object({ region: z.string(), impressions: z.number().int(), clicks: z.number().int() }),
  ),
});

export const appsReport = defineEndpoint({
  operationId: 'statistics.appsReport',
  method: 'GET',
  path: '/campaigns/apps/report/:id',
  tag,
  summary: "A campaign's delivery by publisher app",
  access: readers,
  params: idParams,
  response: z.array(z.object({ app: z.string(), impressions: z.number().int(), clicks: z.number().int() })),
});
