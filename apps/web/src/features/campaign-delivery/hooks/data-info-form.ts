import type { DataInfo } from '@adcontrol/domain/campaigns/campaign';
import {
  type UpdateDataInfoRequest,
  updateDataInfoRequest,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import { parseDecimalInput } from '@adcontrol/domain/rules/inputs';

/** The modal's inputs as typed; selects hold '' for "not set". */
export interface DataInfoText {
  country: string;
  type: string;
  comment: string;
  impressions: string;
  clicks: string;
  ctr: string;
  source: string;
  optimized: boolean;
  boxedCtr: string;
  campaignTitle: string;
}

export const DATA_INFO_FIELDS = [
  'country',
  'type',
  'comment',
  'impressions',
  'clicks',
  'ctr',
  'source',
  'optimized',
  'boxedCtr',
  'campaignTitle',
] as const;
export type DataInfoField = (typeof DATA_INFO_FIELDS)[number];

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

export function dataInfoText(info: DataInfo | null): DataInfoText {
  return {
    country: text(info?.country),
    type: text(info?.type),
    comment: text(info?.comment),
    impressions: text(info?.impressions ?? 0),
    clicks: text(info?.clicks ?? 0),
    ctr: text(info?.ctr ?? 0),
    source: text(info?.source),
    optimized: info?.optimized ?? false,
    boxedCtr: text(info?.boxedCtr),
    campaignTitle: text(info?.campaignTitle),
  };
}

/** '' means "not set" (null); a figure that does not read as one stays text, for the schema to refuse. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const figure = (value: string) => parseDecimalInput(value) ?? (value.trim() === '' ? Number.NaN : value);

/**
 * The typed values checked by the contract's own schema (decision 031), so the form refuses what the server
 * would; the issues come back by field.
 */
export function parseDataInfo(
  values: DataInfoText,
): { request: UpdateDataInfoRequest } | { issues: { field: DataInfoField; code: string }[] } {
  const candidate = {
    country: orNull(values.country),
    type: orNull(values.type),
    comment: orNull(values.comment),
    impressions: figure(values.impressions),
    clicks: figure(values.clicks),
    ctr: figure(values.ctr),
    source: orNull(values.source),
    optimized: values.optimized,
    boxedCtr: values.boxedCtr.trim() === '' ? null : figure(values.boxedCtr),
    campaignTitle: orNull(values.campaignTitle),
  };
  const parsed = updateDataInfoRequest.safeParse(candidate);
  if (parsed.success) return { request: parsed.data };
  return {
    issues: parsed.error.issues.map((issue) => ({
      field: String(issue.path[0]) as DataInfoField,
      code: issue.path[0] === 'clicks' && issue.code === 'custom' ? 'clicksOverImpressions' : issue.code,
    })),
  };
}
