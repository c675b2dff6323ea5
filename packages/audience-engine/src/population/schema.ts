/**
 * The device population as columns (ARCHITECTURE 7). Device ids are dense integers (0..n-1) so bitmaps stay
 * compact; the advertising id is a column beside them. Categorical attributes are small integer codes into the
 * population's catalog, which travels in the file's metadata.
 */
export const GENDERS = ['unknown', 'male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_CODE = { unknown: 0, male: 1, female: 2 } as const;

/** How many recently seen locations each profile carries besides its home. */
export const SEEN_PLACES = 3;

export interface AppEntry {
  package: string;
  category: string;
}
export interface ModelEntry {
  model: string;
  brand: string;
}
export interface CarrierEntry {
  mcc: string;
  mnc: string;
  name: string;
  country: string;
}

export interface PopulationCatalog {
  /** ISO 3166-1 alpha-2 codes, by country code. */
  countries: string[];
  /** Market devices per panel device, by country code: a count is multiplied up to the market with it. */
  multipliers: number[];
  languages: string[];
  models: ModelEntry[];
  carriers: CarrierEntry[];
  apps: AppEntry[];
  socioEconomicLevels: string[];
}

export interface PopulationInfo {
  devices: number;
  seed: number | null;
  catalog: PopulationCatalog;
}

/** A run of consecutive devices, column by column. */
export interface DeviceBatch {
  length: number;
  deviceId: Uint32Array;
  /** Present when generated or read with ids; the engine does not need them. */
  adId?: string[];
  country: Uint8Array;
  homeLat: Float32Array;
  homeLon: Float32Array;
  /** SEEN_PLACES values per device, device after device. */
  seenLat: Float32Array;
  seenLon: Float32Array;
  model: Uint16Array;
  carrier: Uint16Array;
  language: Uint8Array;
  gender: Uint8Array;
  age: Uint8Array;
  socioEconomicLevel: Uint8Array;
  battery: Uint8Array;
  /** length + 1 offsets into `apps`, starting at 0. */
  appOffsets: Int32Array;
  apps: Uint16Array;
}
