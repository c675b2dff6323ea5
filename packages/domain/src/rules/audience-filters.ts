import type { AudienceFilters } from '../audiences/audience';
import type { MessageKey } from '../shared/messages';

/** SPEC 3 and 9: an audience point's radius, in metres, when the point names none. */
export const DEFAULT_RADIUS = 100;
export const BATTERY_RANGE = { min: 0, max: 100 } as const;

export type GeoPoint = { readonly radio?: number | null; readonly meters?: number | null };

/** SPEC 5: a point's radius comes from `radio`, or else `meters`, or else the audience's default. */
export function radiusOf(point: GeoPoint, defaultRadius = DEFAULT_RADIUS): number {
  return [point.radio, point.meters].find(isPositive) ?? defaultRadius;
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** SPEC 5: the gender filter applies only when exactly one of male or female is chosen. */
export function genderFilter(male: boolean, female: boolean): 'male' | 'female' | null {
  if (male === female) return null;
  return male ? 'male' : 'female';
}

export type CountInput = {
  readonly queries: readonly unknown[];
  readonly customFilters: readonly unknown[];
  readonly hasGeoQuery: boolean;
};

/** SPEC 5: with no query, no custom filter and no geo query the count is skipped and its result is 0. */
export function shouldSkipCount(input: CountInput): boolean {
  return input.queries.length === 0 && input.customFilters.length === 0 && !input.hasGeoQuery;
}

/** The filters other than geography that are set (SPEC 5's "queries"), whether or not any device matches them. */
export function nonGeoQueries(filters: AudienceFilters): string[] {
  const { applications: apps, devices, demographics } = filters;
  const set: Record<string, boolean> = {
    installed: apps.installed.length > 0,
    notInstalled: apps.notInstalled.length > 0,
    category: apps.category.length > 0,
    models: devices.models.length > 0,
    carriers: devices.carriers.length > 0,
    languages: devices.languages.length > 0,
    battery: devices.batteryMin > BATTERY_RANGE.min || devices.batteryMax < BATTERY_RANGE.max,
    gender: genderFilter(demographics.genreMale, demographics.genreFemale) !== null,
    ageRanges: demographics.ageRanges.length > 0,
    socioEconomicLevels: demographics.socioEconomicLevels.length > 0,
  };
  return Object.keys(set).filter((name) => set[name]);
}

/** SPEC 5 for an audience's filters: nothing set and no place means no count (0), in the engine and the builder. */
export function isCountSkipped(filters: AudienceFilters): boolean {
  return shouldSkipCount({
    queries: nonGeoQueries(filters),
    customFilters: [],
    hasGeoQuery: filters.geolocalization.coordinates.length > 0,
  });
}

/** SPEC 5: an audience needs a name and at least one location or point before saving. */
export function validateAudienceForSave(name: string, locations: number): MessageKey | null {
  if (name.trim() === '') return 'validation.required';
  return locations > 0 ? null : 'validation.audienceNeedsLocation';
}
