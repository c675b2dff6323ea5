import { z } from 'zod';
import { isoDateTime } from '../contract/common';
import { nameField } from '../contract/fields';
import { countryCodeSchema } from '../shared/enums';
import { matching, refusal } from '../shared/issue-message';

/** A point or a whole country in an audience's geography (SPEC 3 geolocalization.coordinates). */
export const geoCoordinate = z
  .object({
    type: z.enum(['country', 'point', 'location']),
    name: z.string().max(200).optional(),
    countryCode: countryCodeSchema.optional(),
    center: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
    /** Radius in metres; SPEC: from `radio`, or `meters`. */
    radio: z.number().positive().max(500_000).optional(),
    meters: z.number().positive().max(500_000).optional(),
    included: z.boolean().default(true),
  })
  .refine(
    (point) => point.type === 'country' || point.center !== undefined,
    refusal('a point or location needs its center', 'audiences.pointNeedsCenter', { path: ['center'] }),
  )
  .refine(
    (point) => point.type !== 'country' || point.countryCode !== undefined,
    refusal('a country needs its countryCode', 'audiences.countryNeedsCode', { path: ['countryCode'] }),
  );
export type GeoCoordinate = z.infer<typeof geoCoordinate>;

export const carrier = z.object({
  name: z.string().max(120),
  mcc: matching(z.string(), /^\d{3}$/, 'must be 3 digits', 'validation.carrierCode'),
  mnc: matching(z.string(), /^\d{2,3}$/, 'must be 2 or 3 digits', 'validation.carrierCode'),
  value: z.string().max(40).optional(),
});
export type Carrier = z.infer<typeof carrier>;

/** A device model audiences can target, with how many devices of the population have it. */
export const deviceModel = z.object({
  model: z.string(),
  brand: z.string(),
  devices: z.number().int().optional(),
});
export type DeviceModel = z.infer<typeof deviceModel>;

export const AGE_RANGE_IDS = ['-18', '18-24', '25-34', '35-44', '45-54', '55-65', '+66'] as const;
export const SOCIO_ECONOMIC_LEVELS = ['ABC1', 'C2', 'C3', 'D', 'E'] as const;

export const audienceFilters = z.object({
  geolocalization: z
    .object({
      coordinates: z.array(geoCoordinate).max(5_000).default([]),
      residentes: z.boolean().default(false),
      indistinto: z.boolean().default(true),
      defaultRadio: z.number().positive().max(500_000).default(100),
    })
    .default({ coordinates: [], residentes: false, indistinto: true, defaultRadio: 100 }),
  applications: z
    .object({
      installed: z.array(z.string().max(255)).max(500).default([]),
      notInstalled: z.array(z.string().max(255)).max(500).default([]),
      requiredAllInstalled: z.boolean().default(false),
      requiredAllNotInstalled: z.boolean().default(false),
      category: z.array(z.string().max(80)).max(100).default([]),
    })
    .default({
      installed: [],
      notInstalled: [],
      requiredAllInstalled: false,
      requiredAllNotInstalled: false,
      category: [],
    }),
  devices: z
    .object({
      models: z.array(z.string().max(120)).max(500).default([]),
      carriers: z.array(carrier).max(200).default([]),
      languages: z.array(z.string().max(10)).max(50).default([]),
      batteryMin: z.number().int().min(0).max(100).default(0),
      batteryMax: z.number().int().min(0).max(100).default(100),
    })
    .refine(
      (devices) => devices.batteryMin <= devices.batteryMax,
      refusal('batteryMin must not exceed batteryMax', 'audiences.batteryRange', { path: ['batteryMin'] }),
    )
    .default({ models: [], carriers: [], languages: [], batteryMin: 0, batteryMax: 100 }),
  demographics: z
    .object({
      genreMale: z.boolean().default(false),
      genreFemale: z.boolean().default(false),
      ageRanges: z.array(z.enum(AGE_RANGE_IDS)).default([]),
      socioEconomicLevels: z.array(z.enum(SOCIO_ECONOMIC_LEVELS)).default([]),
    })
    .default({ genreMale: false, genreFemale: false, ageRanges: [], socioEconomicLevels: [] }),
});
export type AudienceFilters = z.infer<typeof audienceFilters>;

export const audienceOptions = z.object({ ignoreMultiplier: z.boolean().default(false) });
export type AudienceOptions = z.infer<typeof audienceOptions>;

/** Audience names: letters (accented too), spaces and numbers only (SPEC 5). */
export const audienceName = nameField(120);

/** SPEC 5: an audience is saved only with at least one included location or point. */
export function hasIncludedLocation(filters: z.output<typeof audienceFilters>): boolean {
  return filters.geolocalization.coordinates.some((point) => point.included);
}

export const audience = z.object({
  _id: z.number().int(),
  name: z.string(),
  filters: audienceFilters,
  options: audienceOptions,
  size: z.number().int().nonnegative().nullable(),
  ownerId: z.number().int(),
  ownerName: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Audience = z.infer<typeof audience>;
