/*
 * The closed sets of values the domain knows, as plain constants. No zod here: a module that needs only the
 * values (the web app's entry, decision 013) does not bring the schema library. `enums.ts` builds the schemas
 * from these and exports both.
 */

export const ROLES = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'] as const;
export type Role = (typeof ROLES)[number];

/** SPEC 9: the currencies the network sells in. `MX` is the network's code for Mexican pesos. */
export const CURRENCIES = ['CLP', 'EUR', 'ARS', 'USD', 'COP', 'MX', 'PEN', 'PAB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PURCHASE_MODELS = ['CPC', 'CPM', 'CPA', 'CPE'] as const;
export type PurchaseModel = (typeof PURCHASE_MODELS)[number];

export const CAMPAIGN_STATUSES = [
  'DELIVERING',
  'DELIVERY_EXTENDED',
  'READY',
  'PAUSED',
  'INACTIVE',
  'PAUSED_INVENTORY_RELEASED',
  'PENDING_APPROVAL',
  'COMPLETED',
  'DISAPPROVED',
  'DRAFT',
  'CANCELED',
] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const CAMPAIGN_TYPES = ['STANDARD', 'PREFERRED_DEAL'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/** The delivery servers a campaign can be linked to. */
export const SOURCES = ['newton', 'sinew'] as const;
export type Source = (typeof SOURCES)[number];
/** A capping source: one server or both. */
export const CAPPING_SOURCES = ['newton', 'sinew', 'all'] as const;
export type CappingSource = (typeof CAPPING_SOURCES)[number];

export const CREATIVE_FORMATS = ['push', 'banner', 'interstitial', 'video'] as const;
export type CreativeFormat = (typeof CREATIVE_FORMATS)[number];
/** A campaign's format: one creative format, or `mixed` (push and display together). */
export const CAMPAIGN_FORMATS = [...CREATIVE_FORMATS, 'mixed'] as const;
export type CampaignFormat = (typeof CAMPAIGN_FORMATS)[number];

/** Creative status: 0 active, 1 paused. */
export const CREATIVE_STATUS = { active: 0, paused: 1 } as const;
export type CreativeStatus = (typeof CREATIVE_STATUS)[keyof typeof CREATIVE_STATUS];

/** Display status derived from a campaign's dates. */
export const DISPLAY_STATUSES = ['awaiting', 'in progress', 'finished'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The markets the network sells in, ISO 3166-1 alpha-2, with the currency each one is billed in. */
export const COUNTRY_CURRENCY = {
  CL: 'CLP',
  AR: 'ARS',
  CO: 'COP',
  MX: 'MX',
  PE: 'PEN',
  PA: 'PAB',
  ES: 'EUR',
  US: 'USD',
} as const satisfies Record<string, Currency>;
export type CountryCode = keyof typeof COUNTRY_CURRENCY;
export const COUNTRIES = Object.keys(COUNTRY_CURRENCY) as CountryCode[];
