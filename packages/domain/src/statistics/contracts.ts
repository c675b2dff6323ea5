import { z } from 'zod';
import { idParams } from '../contract/common';
import { defineEndpoint } from '../contract/define-endpoint';
import { recordId } from '../contract/limit-fields';
import { rolesFor } from '../rules/permissions';
import { languageSchema, sourceSchema } from '../shared/enums';
import { refusal } from '../shared/issue-message';
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
const readers = rolesFor('statistics.read');
const campaignIds = z.array(recordId()).min(1).max(500);

/** The longest range one call reads: two years of days (the network keeps 90; reports may look further). */
export const MAX_RANGE_DAYS = 731;
const DAY_MS = 86_400_000;
const daysBetween = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / DAY_MS + 1;

export const dateRange = z
  .object({ start: z.iso.date(), end: z.iso.date() })
  .refine(
    (range) => range.start <= range.end,
    refusal('must not be after end', 'validation.endBeforeStart', { path: ['start'] }),
  )
  .refine(
    (range) => daysBetween(range.start, range.end) <= MAX_RANGE_DAYS,
    refusal(`must be at most ${MAX_RANGE_DAYS} days`, 'validation.periodTooLong', {
      path: ['end'],
      values: { max: MAX_RANGE_DAYS },
    }),
  );
export type DateRange = z.infer<typeof dateRange>;

/** An optional range of network days as query text: both ends, or neither for every stored day. */
const rangeShape = { start: z.iso.date().optional(), end: z.iso.date().optional() };
type OptionalRange = { start?: string | undefined; end?: string | undefined };
const checkRange = <T extends z.ZodObject<typeof rangeShape>>(schema: T) =>
  schema
    .refine(
      (range: OptionalRange) => (range.start === undefined) === (range.end === undefined),
      refusal('start and end go together', 'validation.startAndEndTogether', { path: ['start'] }),
    )
    .refine(
      (range: OptionalRange) => !range.start || !range.end || range.start <= range.end,
      refusal('must not be after end', 'validation.endBeforeStart', { path: ['start'] }),
    );
export const reportRangeQuery = checkRange(z.object(rangeShape));
export type ReportRangeQuery = z.infer<typeof reportRangeQuery>;

export const campaignStatisticsRequest = z.object({
  campaigns: campaignIds,
  sources: z.array(sourceSchema).min(1).default(['newton', 'sinew']),
  groupBy: z.enum(['day', 'creative', 'source', 'campaign']).default('day'),
  banners: z.array(recordId()).max(2_000).optional(),
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
  .array(z.object({ campaignId: recordId(), date: dateRange }))
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

export const campaignReportsRequest = z.object({ campaigns: campaignIds, date: dateRange.optional() });
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
  banners: z.array(recordId()).max(2_000).default([]),
  idsCampaign: campaignIds,
  date: dateRange.optional(),
});
export type QuartilesRequest = z.input<typeof quartilesRequest>;
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

/** Reach through `asOf` (a network day), or through the last day reported. */
export const scopesRequest = z.object({ idsCampaign: campaignIds, asOf: z.iso.date().optional() });
export type ScopesRequest = z.infer<typeof scopesRequest>;
export const scopesResponse = z.array(campaignReach);
export type ScopesResponse = z.infer<typeof scopesResponse>;

export const scopes = defineEndpoint({
  operationId: 'statistics.scopes',
  method: 'POST',
  path: '/campaigns/scopes',
  tag,
  summary: 'Unique reach (devices) of campaigns from their first day, and impressions per device',
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
  summary: "A campaign's delivery by country and region, most impressions first",
  access: readers,
  params: idParams,
  query: reportRangeQuery,
  response: countryReportResponse,
});

export const appsReportResponse = z.array(appRow);
export type AppsReportResponse = z.infer<typeof appsReportResponse>;

export const appsReport = defineEndpoint({
  operationId: 'statistics.appsReport',
  method: 'GET',
  path: '/campaigns/apps/report/:id',
  tag,
  summary: "A campaign's delivery by publisher app, most impressions first",
  access: readers,
  params: idParams,
  query: reportRangeQuery,
  response: appsReportResponse,
});

export const REPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

export const REPORT_DIRECTIONS = ['ltr', 'rtl'] as const;

/**
 * `lang`: the language of the file's words and figures; without it, the caller's account language. `dir`: the
 * interface's direction, which a PDF's layout and a workbook's sheets follow; left to right without it.
 */
export const reportDownloadQuery = checkRange(
  z.object({
    ...rangeShape,
    format: z.enum(REPORT_FORMATS),
    lang: languageSchema.optional(),
    dir: z.enum(REPORT_DIRECTIONS).optional(),
  }),
);
export type ReportDownloadQuery = z.infer<typeof reportDownloadQuery>;

/** Ours (SPEC shows no path): the detail page's report as a file; failure says SPEC 8's message. */
export const downloadReport = defineEndpoint({
  operationId: 'statistics.download',
  method: 'GET',
  path: '/campaigns/:id/report/download',
  tag,
  summary: "Download a campaign's report (totals, days, regions, apps, quartiles) as XLSX or PDF",
  access: readers,
  params: idParams,
  query: reportDownloadQuery,
  response: z
    .string()
    .describe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet or application/pdf'),
});
