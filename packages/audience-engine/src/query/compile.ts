import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import { AGE_BANDS } from '@adcontrol/domain/rules/age-bands';
import { genderFilter, isCountSkipped, radiusOf } from '@adcontrol/domain/rules/audience-filters';
import { type Circle, circle } from '../geo/distance';
import { GENDER_CODE, type PopulationCatalog } from '../population/schema';

/**
 * An audience's filters resolved against a population's catalog: names become codes, radii become circles.
 * Both implementations count from this one form, so they cannot read a filter differently. In every
 * `anyOf` list, `null` means "no filter" and an empty list means "nothing matches".
 */
export interface CompiledQuery {
  /** SPEC 5: no query, no custom filter and no geo query: the count is skipped and is 0. */
  skip: boolean;
  /** Included coordinates exist: a device must be in one of these countries or circles. */
  hasIncludedPlaces: boolean;
  includedCountries: number[];
  includedCircles: Circle[];
  excludedCountries: number[];
  excludedCircles: Circle[];
  /** resident: the home is inside; indistinct: the home or any recently seen location is inside. */
  placeMode: 'resident' | 'indistinct';
  appsAllOf: number[] | null;
  appsAnyOf: number[] | null;
  /** Devices with none of these apps. */
  appsNoneOf: number[] | null;
  /** Devices lacking at least one of these apps. */
  appsNotAllOf: number[] | null;
  /** Apps of the chosen categories: devices with any of them. */
  categoryAppsAnyOf: number[] | null;
  models: number[] | null;
  carriers: number[] | null;
  languages: number[] | null;
  gender: number | null;
  ageBands: number[] | null;
  socioEconomicLevels: number[] | null;
  battery: { min: number; max: number } | null;
}

export function compileQuery(filters: AudienceFilters, catalog: PopulationCatalog): CompiledQuery {
  const lookups = lookupsOf(catalog);
  const { geolocalization: geo, applications: apps, devices, demographics } = filters;
  const included = places(filters, catalog, true);
  const excluded = places(filters, catalog, false);
  const installed = codes(apps.installed, lookups.apps);
  const notInstalled = codes(apps.notInstalled, lookups.apps);
  const gender = genderFilter(demographics.genreMale, demographics.genreFemale);
  const query: CompiledQuery = {
    skip: false,
    hasIncludedPlaces: included.countries.length + included.circles.length > 0,
    includedCountries: included.countries,
    includedCircles: included.circles,
    excludedCountries: excluded.countries,
    excludedCircles: excluded.circles,
    placeMode: geo.residentes ? 'resident' : 'indistinct',
    appsAllOf: apps.requiredAllInstalled && apps.installed.length > 0 ? allOrNothing(installed) : null,
    appsAnyOf: !apps.requiredAllInstalled && apps.installed.length > 0 ? installed.known : null,
    appsNoneOf: apps.requiredAllNotInstalled && notInstalled.known.length > 0 ? notInstalled.known : null,
    // Lacking at least one: an app no device has is lacked by every device, so the filter keeps everyone.
    appsNotAllOf:
      !apps.requiredAllNotInstalled && apps.notInstalled.length > 0 && notInstalled.unknown === 0
        ? notInstalled.known
        : null,
    categoryAppsAnyOf: apps.category.length > 0 ? appsOfCategories(catalog, apps.category) : null,
    models: anyOf(devices.models, lookups.models),
    carriers: anyOf(
      devices.carriers.map((carrier) => `${carrier.mcc}-${carrier.mnc}`),
      lookups.carriers,
    ),
    languages: anyOf(devices.languages, lookups.languages),
    gender: gender === null ? null : GENDER_CODE[gender],
    ageBands: demographics.ageRanges.length > 0 ? bandsOf(demographics.ageRanges) : null,
    socioEconomicLevels: anyOf(demographics.socioEconomicLevels, lookups.levels),
    battery:
      devices.batteryMin > 0 || devices.batteryMax < 100
        ? { min: devices.batteryMin, max: devices.batteryMax }
        : null,
  };
  query.skip = isCountSkipped(filters);
  return query;
}

interface Lookups {
  apps: Map<string, number>;
  models: Map<string, number>;
  carriers: Map<string, number>;
  languages: Map<string, number>;
  levels: Map<string, number>;
  countries: Map<string, number>;
}

const lookupCache = new WeakMap<PopulationCatalog, Lookups>();

function lookupsOf(catalog: PopulationCatalog): Lookups {
  const cached = lookupCache.get(catalog);
  if (cached) return cached;
  const index = (names: readonly string[]) => new Map(names.map((name, code) => [name, code] as const));
  const lookups: Lookups = {
    apps: index(catalog.apps.map((app) => app.package)),
    models: index(catalog.models.map((model) => model.model)),
    carriers: index(catalog.carriers.map((carrier) => `${carrier.mcc}-${carrier.mnc}`)),
    languages: index(catalog.languages),
    levels: index(catalog.socioEconomicLevels),
    countries: index(catalog.countries),
  };
  lookupCache.set(catalog, lookups);
  return lookups;
}

function codes(names: readonly string[], lookup: Map<string, number>): { known: number[]; unknown: number } {
  const known = new Set<number>();
  let unknown = 0;
  for (const name of names) {
    const code = lookup.get(name);
    if (code === undefined) unknown += 1;
    else known.add(code);
  }
  return { known: [...known].sort((a, b) => a - b), unknown };
}

function anyOf(names: readonly string[], lookup: Map<string, number>): number[] | null {
  return names.length === 0 ? null : codes(names, lookup).known;
}

/** Requiring every one of a list that names an app no device has: nothing matches. */
function allOrNothing(resolved: { known: number[]; unknown: number }): number[] {
  return resolved.unknown > 0 ? [] : resolved.known;
}

function appsOfCategories(catalog: PopulationCatalog, categories: readonly string[]): number[] {
  const wanted = new Set(categories);
  return catalog.apps.flatMap((app, code) => (wanted.has(app.category) ? [code] : []));
}

function bandsOf(ids: readonly string[]): number[] {
  const wanted = new Set(ids);
  return AGE_BANDS.flatMap((band, code) => (wanted.has(band.id) ? [code] : []));
}

function places(filters: AudienceFilters, catalog: PopulationCatalog, included: boolean) {
  const lookup = lookupsOf(catalog).countries;
  const { coordinates, defaultRadio } = filters.geolocalization;
  const countries = new Set<number>();
  const circles: Circle[] = [];
  for (const point of coordinates) {
    if (point.included !== included) continue;
    if (point.type === 'country') {
      // A market the population has no devices in still counts as a chosen place: it reaches nobody.
      const code = point.countryCode === undefined ? undefined : lookup.get(point.countryCode);
      countries.add(code ?? -1);
    } else if (point.center) {
      circles.push(circle(point.center.lat, point.center.lng, radiusOf(point, defaultRadio)));
    }
  }
  return { countries: [...countries].sort((a, b) => a - b), circles };
}

/** An age band's ages, by band code. */
export function ageBandCode(age: number): number {
  return AGE_BANDS.findIndex((band) => age >= band.min && age <= band.max);
}
