import { z } from 'zod';

export const ROLES = ['admin', 'advertiser', 'seller', 'super_seller', 'country_manager', 'analyst'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** SPEC 9: the currencies the network sells in. `MX` is the network's code for Mexican pesos. */
export const CURRENCIES = ['CLP', 'EUR', 'ARS', 'USD', 'COP', 'MX', 'PEN', 'PAB'] as const;
export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const PURCHASE_MODELS = ['CPC', 'CPM', 'CPA', 'CPE'] as const;
export const purchaseModelSchema = z.enum(PURCHASE_MODELS);
export type PurchaseModel = z.infer<typeof purchaseModelSchema>;

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
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export type CampaignStatus = z.infer<typeof campaignStatusSchema>;

export const CAMPAIGN_TYPES = ['STANDARD', 'PREFERRED_DEAL'] as const;
export const campaignTypeSchema = z.enum(CAMPAIGN_TYPES);
export type CampaignType = z.infer<typeof campaignTypeSchema>;

/** The delivery servers a campaign can be linked to. */
export const SOURCES = ['newton', 'sinew'] as const;
export const sourceSchema = z.enum(SOURCES);
export type Source = z.infer<typeof sourceSchema>;
/** A capping source: one server or both. */
export const CAPPING_SOURCES = ['newton', 'sinew', 'all'] as const;
export const cappingSourceSchema = z.enum(CAPPING_SOURCES);
export type CappingSource = z.infer<typeof cappingSourceSchema>;

export const CREATIVE_FORMATS = ['push', 'banner', 'interstitial', 'video'] as const;
export const creativeFormatSchema = z.enum(CREATIVE_FORMATS);
export type CreativeFormat = z.infer<typeof creativeFormatSchema>;

/** Creative status: 0 active, 1 paused. */
export const CREATIVE_STATUS = { active: 0, paused: 1 } as const;
export const creativeStatusSchema = z.union([z.literal(0), z.literal(1)]);
export type CreativeStatus = z.infer<typeof creativeStatusSchema>;

/** Display status derived from a campaign's dates. */
export const DISPLAY_STATUSES = ['awaiting', 'in progress', 'finished'] as const;
export const displayStatusSchema = z.enum(DISPLAY_STATUSES);
export type DisplayStatus = z.infer<typeof displayStatusSchema>;

export const LANGUAGES = ['en', 'es', 'pt'] as const;
export const languageSchema = z.enum(LANGUAGES);
export type Language = z.infer<typeof languageSchema>;

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
export const countryCodeSchema = z.enum(COUNTRIES as [CountryCode, ...CountryCode[]]);
