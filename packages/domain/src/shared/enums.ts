import { z } from 'zod';
import {
  CAMPAIGN_FORMATS,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES,
  CAPPING_SOURCES,
  COUNTRIES,
  type CountryCode,
  CREATIVE_FORMATS,
  CURRENCIES,
  DISPLAY_STATUSES,
  LANGUAGES,
  PURCHASE_MODELS,
  ROLES,
  SOURCES,
} from './enum-values';

// The values live in enum-values.ts (no zod); every existing import of them from here keeps working.
export * from './enum-values';

export const roleSchema = z.enum(ROLES);
export const currencySchema = z.enum(CURRENCIES);
export const purchaseModelSchema = z.enum(PURCHASE_MODELS);
export const campaignStatusSchema = z.enum(CAMPAIGN_STATUSES);
export const campaignTypeSchema = z.enum(CAMPAIGN_TYPES);
export const sourceSchema = z.enum(SOURCES);
export const cappingSourceSchema = z.enum(CAPPING_SOURCES);
export const creativeFormatSchema = z.enum(CREATIVE_FORMATS);
export const campaignFormatSchema = z.enum(CAMPAIGN_FORMATS);
/** Creative status: 0 active, 1 paused (`CREATIVE_STATUS`). */
export const creativeStatusSchema = z.union([z.literal(0), z.literal(1)]);
export const displayStatusSchema = z.enum(DISPLAY_STATUSES);
export const languageSchema = z.enum(LANGUAGES);
export const countryCodeSchema = z.enum(COUNTRIES as [CountryCode, ...CountryCode[]]);
