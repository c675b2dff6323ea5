import { z } from 'zod';
import { idParams } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { sourceSchema } from '../shared/enums';
import {
  ageGenderCtr,
  appRow,
  campaignReach,
  campaignStatisticsPoint,
  deliveryTotals,
  genderSplit,
  quartileRow,
  regionRow,
  reportRow,
} from './statistics';

const tag = 'Statistics';
/** Analysts included: they read statistics (ARCHITECTURE 6); the data is scoped to the caller. */
const readers = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'] as const;
const campaignIds = z.array(z.number().int().positive()).min(1).max(500);

export const dateRange = z
  .object({ start: z.iso.date(), end: z.iso.date() })
  .refine((range) => range.start <= range.end, { message: 'must not be after end', path: ['start'] });
export type DateRange = z.infer<typeof dateRange>;

export const campaignStatisticsRequest = z.object({
  campaigns: campaignIds,
  sources: z.array(sourceSchema).min(1).default(['newton', 'sinew']),
  groupBy: z.enum(['day', 'creative', 'source', 'campaign']).default('day'),
  banners: z.array(z.number().int().positive()).max(2_000).optional(),
  date: dateRange,
});
export type CampaignStatisticsRequest = z.input<typeof campaignStatisticsRequest>;

export const campaignStatisticsResponse = z.object({
  points: z.array(campaignStatisticsPoint),
  totals: deliveryTotals,
  gender: genderSplit,
  ageGender: ageGenderCtr,
});
export type CampaignStatisticsResponse = z.infer<typeof campaignStatisticsResponse>;

export const campaignStatistics = defineEndpoint({
  operationId: 'statistics.campaigns',
  method: 'POST',
  path: '/campaigns/statistics',
  tag,
  summary: 'Daily impressions and clicks of campaigns, by source, creative or day, with gender and age',
  access: readers,
  body: campaignStatisticsRequest,
  response: campaignStatisticsResponse,
});

export const statisticsRequest = z
  .array(z.object({ campaignId: z.number().int().positive(), date: dateRange }))
  .min(1)
  .max(500);
export type StatisticsRequest = z.infer<typeof statisticsRequest>;
export const statisticsResponse = z.array(
  z.object({ campaignId: z.number().int(), rows: z.array(reportRow) }),
);
export type StatisticsResponse = z.infer<typeof statisticsResponse>;

export const statistics = defineEndpoint({
  operationId: 'statistics.range',
  method: 'POST',
  path: '/statistics',
  tag,
  summary: 'Daily report rows for a list of campaigns, each over its own date range',
  access: readers,
  body: statisticsRequest,
  response: statisticsResponse,
});

export const campaignReportsRequest = z.object({ campaigns: campaignIds });
export type CampaignReportsRequest = z.infer<typeof campaignReportsRequest>;
export const campaignReportsResponse = z.object({
  rows: z.array(reportRow.extend({ campaignId: z.number().int() })),
});
export type CampaignReportsResponse = z.infer<typeof campaignReportsResponse>;

export const campaignReports = defineEndpoint({
  operationId: 'statistics.reports',
  method: 'POST',
  path: '/campaigns/reports',
  tag,
  summary: 'A downloadable report (rows of date, clicks, impressions, CTR) for campaigns',
  access: readers,
  body: campaignReportsRequest,
  response: campaignReportsResponse,
});

export const quartilesRequest = z.object({
  banners: z.array(z.number().int().positive()).max(2_000),
  idsCampaign: campaignIds,
});
export type QuartilesRequest = z.infer<typeof quartilesRequest>;
export const quartilesResponse = z.array(quartileRow);
export type QuartilesResponse = z.infer<typeof quartilesResponse>;

export const quartiles = defineEndpoint({
  operationId: 'statistics.quartiles',
  method: 'POST',
  path: '/campaigns/cuartiles',
  tag,
  summary: 'Video quartile completions of the banners of campaigns (all banners when none is named)',
  access: readers,
  body: quartilesRequest,
  response: quartilesResponse,
});

export const scopesRequest = z.object({ idsCampaign: campaignIds });
export type ScopesRequest = z.infer<typeof scopesRequest>;
export const scopesResponse = z.array(campaignReach);
export type ScopesResponse = z.infer<typeof scopesResponse>;

export const scopes = defineEndpoint({
  operationId: 'statistics.scopes',
  method: 'POST',
  path: '/campaigns/scopes',
  tag,
  summary: 'Unique reach (devices) of campaigns',
  access: readers,
  body: scopesRequest,
  response: scopesResponse,
});

export const countryReportResponse = z.array(regionRow);
export type CountryReportResponse = z.infer<typeof countryReportResponse>;

export const countryReport = defineEndpoint({
  operationId: 'statistics.countryReport',
  method: 'GET',
  path: '/campaigns/country/report/:id',
  tag,
  summary: "A campaign's delivery by country and region",
  access: readers,
  params: idParams,
  response: countryReportResponse,
});

export const appsReportResponse = z.array(appRow);
export type AppsReportResponse = z.infer<typeof appsReportResponse>;

export const appsReport = defineEndpoint({
  operationId: 'statistics.appsReport',
  method: 'GET',
  path: '/campaigns/apps/report/:id',
  tag,
  summary: "A campaign's delivery by publisher app",
  access: readers,
  params: idParams,
  response: appsReportResponse,
});
