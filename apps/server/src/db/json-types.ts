/**
 * Shapes of the jsonb columns. They mirror SPEC section 3 so a row can be answered without reshaping; when
 * packages/domain defines the same shapes as zod schemas, the columns should take the inferred types from there.
 */

export type { AudienceFilters, AudienceOptions, GeoCoordinate } from '@adcontrol/domain/audiences/audience';

/** An operator as audiences target it (packages/domain `carrier`), with its `mcc-mnc` value. */
export interface MobileCarrier {
  name: string;
  mcc: string;
  mnc: string;
  value: string;
}

/** What a delivery server reports back about a linked campaign (SPEC: dataInfo / waDataInfo). */
export interface CampaignDataInfo {
  country?: string;
  type?: string;
  /** The purchase model, as the delivery server names it. */
  comment?: string;
  impressions?: number;
  clicks?: number;
  ctr?: number;
  source?: string;
  optimized?: boolean;
  sinewInfo?: Record<string, unknown>;
  enabled?: boolean;
  campaignTitle?: string;
  boxedCtr?: number;
}

/** A work order (odt) attached to a campaign; the file itself lives in file storage under `key`. */
export interface StoredFile {
  key: string;
  name: string;
  mimeType: string;
  size: number;
  uploadedAt: string;
}

export type Pretargeting = Record<string, unknown>;
