/**
 * Shapes of the jsonb columns. They mirror SPEC section 3 so a row can be answered without reshaping; when
 * packages/domain defines the same shapes as zod schemas, the columns should take the inferred types from there.
 */

export type AgeBand = '-18' | '18-24' | '25-34' | '35-44' | '45-54' | '55-65' | '+66';

export interface GeoCoordinate {
  /** `country` targets a whole country; `point` and `location` a circle around `center`. */
  type: 'country' | 'point' | 'location';
  countryCode: string;
  included: boolean;
  name?: string;
  center?: { lat: number; lng: number };
  /** Radius in metres. */
  radio?: number;
}

export interface MobileCarrier {
  name: string;
  mcc: string;
  mnc: string;
  /** `mcc` followed by `mnc`, the way delivery servers key operators. */
  value: string;
}

export interface SocioEconomicLevels {
  abc1: boolean;
  c2: boolean;
  c3: boolean;
  d: boolean;
  e: boolean;
}

export interface AudienceFilters {
  geolocalization: {
    coordinates: GeoCoordinate[];
    residentes: boolean;
    indistinto: boolean;
    defaultRadio: number;
  };
  applications: {
    installed: string[];
    notInstalled: string[];
    requiredAllInstalled: boolean;
    requiredAllNotInstalled: boolean;
    category: string[];
  };
  devices: {
    models: string[];
    carriers: MobileCarrier[];
    languages: string[];
    batteryMin: number;
    batteryMax: number;
  };
  demographics: {
    genreMale: boolean;
    genreFemale: boolean;
    ageRanges: AgeBand[];
    socioEconomicLevels: SocioEconomicLevels;
  };
}

export interface AudienceOptions {
  ignoreMultiplier: boolean;
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
