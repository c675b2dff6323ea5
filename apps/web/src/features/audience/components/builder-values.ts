import {
  type Audience,
  type AudienceFilters,
  type AudienceOptions,
  audienceFilters,
} from '@adcontrol/domain/audiences/audience';
import { genderFilter, shouldSkipCount } from '@adcontrol/domain/rules/audience-filters';

export interface BuilderValues {
  name: string;
  filters: AudienceFilters;
  options: AudienceOptions;
}

/** A new audience: the contract's defaults (SPEC 3: radius 100, battery 0 to 100, indistinct places). */
export function emptyFilters(): AudienceFilters {
  return audienceFilters.parse({});
}

export function initialValues(audience?: Audience): BuilderValues {
  return {
    name: audience?.name ?? '',
    filters: audience ? audienceFilters.parse(audience.filters) : emptyFilters(),
    options: { ignoreMultiplier: audience?.options.ignoreMultiplier ?? false },
  };
}

/** The country codes of the audience's included countries, which scope the app and carrier lookups. */
export function chosenCountries(filters: AudienceFilters): string[] {
  const codes = filters.geolocalization.coordinates
    .filter((point) => point.type === 'country' && point.included && point.countryCode)
    .map((point) => point.countryCode as string);
  return [...new Set(codes)].sort();
}

/** The filters other than geography that the user has set (the engine's "queries" of SPEC 5). */
export function activeQueries(filters: AudienceFilters): string[] {
  const { applications: apps, devices, demographics } = filters;
  const set: Record<string, boolean> = {
    installed: apps.installed.length > 0,
    notInstalled: apps.notInstalled.length > 0,
    category: apps.category.length > 0,
    models: devices.models.length > 0,
    carriers: devices.carriers.length > 0,
    languages: devices.languages.length > 0,
    battery: devices.batteryMin > 0 || devices.batteryMax < 100,
    gender: genderFilter(demographics.genreMale, demographics.genreFemale) !== null,
    ageRanges: demographics.ageRanges.length > 0,
    socioEconomicLevels: demographics.socioEconomicLevels.length > 0,
  };
  return Object.keys(set).filter((name) => set[name]);
}

/** SPEC 5: with no filter and no place the count is skipped and is 0, so the builder does not ask. */
export function isCountSkipped(filters: AudienceFilters): boolean {
  return shouldSkipCount({
    queries: activeQueries(filters),
    customFilters: [],
    hasGeoQuery: filters.geolocalization.coordinates.length > 0,
  });
}
