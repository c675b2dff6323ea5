import type { AudienceFilters } from '@adcontrol/domain/audiences/audience';
import { AGE_BANDS } from '@adcontrol/domain/rules/age-bands';
import { genderFilter, nonGeoQueries, radiusOf } from '@adcontrol/domain/rules/audience-filters';
import type { AudienceCountResult, CountOptions } from '../audience-counter';
import { type Circle, circle, isInside } from '../geo/distance';
import { type DeviceBatch, GENDERS, type PopulationInfo, SEEN_PLACES } from '../population/schema';
import { AGE_BAND_COUNT, emptyCube, GENDER_COUNT, summarize } from '../query/summarize';

/**
 * The reference count: every device, every filter read straight from its SPEC wording, no index at all.
 * The engine and the SQL peer are checked against it.
 */
export function bruteForceCount(
  info: PopulationInfo,
  batches: readonly DeviceBatch[],
  filters: AudienceFilters,
  options: CountOptions = {},
): AudienceCountResult {
  const cube = emptyCube(info.catalog.countries.length, true);
  const hasGeoQuery = filters.geolocalization.coordinates.length > 0;
  if (hasGeoQuery || nonGeoQueries(filters).length > 0) {
    for (const batch of batches) {
      for (let row = 0; row < batch.length; row += 1) {
        if (!matches(info, batch, row, filters)) continue;
        const country = batch.country[row] ?? 0;
        const gender = batch.gender[row] ?? 0;
        const band = AGE_BANDS.findIndex(
          (range) => (batch.age[row] ?? 0) >= range.min && (batch.age[row] ?? 0) <= range.max,
        );
        cube.byCountry[country] = (cube.byCountry[country] ?? 0) + 1;
        const cell = (country * GENDER_COUNT + gender) * AGE_BAND_COUNT + band;
        if (cube.cells) cube.cells[cell] = (cube.cells[cell] ?? 0) + 1;
      }
    }
  }
  if (!options.breakdown) cube.cells = null;
  return summarize(cube, info.catalog, options, 0);
}

/** The ids of the devices the audience reaches, ascending, by the same scan. */
export function bruteForceIds(
  info: PopulationInfo,
  batches: readonly DeviceBatch[],
  filters: AudienceFilters,
): number[] {
  const ids: number[] = [];
  if (filters.geolocalization.coordinates.length === 0 && nonGeoQueries(filters).length === 0) return ids;
  for (const batch of batches) {
    for (let row = 0; row < batch.length; row += 1) {
      if (matches(info, batch, row, filters)) ids.push(batch.deviceId[row] ?? 0);
    }
  }
  return ids.sort((a, b) => a - b);
}

const circles = new WeakMap<object, Circle>();

function circleOf(
  point: { center?: { lat: number; lng: number }; radio?: number; meters?: number },
  fallback: number,
) {
  const cached = circles.get(point);
  if (cached) return cached;
  const made = circle(point.center?.lat ?? 0, point.center?.lng ?? 0, radiusOf(point, fallback));
  circles.set(point, made);
  return made;
}

function matches(info: PopulationInfo, batch: DeviceBatch, row: number, filters: AudienceFilters): boolean {
  const { catalog } = info;
  const { geolocalization: geo, applications, devices, demographics } = filters;
  const country = catalog.countries[batch.country[row] ?? 0];
  const locations: [number, number][] = [[batch.homeLat[row] ?? 0, batch.homeLon[row] ?? 0]];
  if (!geo.residentes) {
    for (let place = 0; place < SEEN_PLACES; place += 1) {
      locations.push([
        batch.seenLat[row * SEEN_PLACES + place] ?? 0,
        batch.seenLon[row * SEEN_PLACES + place] ?? 0,
      ]);
    }
  }
  const isAt = (point: AudienceFilters['geolocalization']['coordinates'][number]) => {
    if (point.type === 'country') return point.countryCode === country;
    if (!point.center) return false;
    const target = circleOf(point, geo.defaultRadio);
    return locations.some(([lat, lon]) => isInside(target, lat, lon));
  };
  const included = geo.coordinates.filter((point) => point.included);
  if (included.length > 0 && !included.some(isAt)) return false;
  if (geo.coordinates.some((point) => !point.included && isAt(point))) return false;

  const installed = new Set<string>();
  const categories = new Set<string>();
  for (let index = batch.appOffsets[row] ?? 0; index < (batch.appOffsets[row + 1] ?? 0); index += 1) {
    const app = catalog.apps[batch.apps[index] ?? 0];
    if (app) {
      installed.add(app.package);
      categories.add(app.category);
    }
  }
  const has = (name: string) => installed.has(name);
  if (applications.installed.length > 0) {
    const ok = applications.requiredAllInstalled
      ? applications.installed.every(has)
      : applications.installed.some(has);
    if (!ok) return false;
  }
  if (applications.notInstalled.length > 0) {
    const ok = applications.requiredAllNotInstalled
      ? !applications.notInstalled.some(has)
      : applications.notInstalled.some((name) => !has(name));
    if (!ok) return false;
  }
  if (applications.category.length > 0 && !applications.category.some((name) => categories.has(name)))
    return false;

  const model = catalog.models[batch.model[row] ?? 0]?.model;
  if (devices.models.length > 0 && !devices.models.some((name) => name === model)) return false;
  const carrier = catalog.carriers[batch.carrier[row] ?? 0];
  if (
    devices.carriers.length > 0 &&
    !devices.carriers.some((wanted) => wanted.mcc === carrier?.mcc && wanted.mnc === carrier?.mnc)
  ) {
    return false;
  }
  const language = catalog.languages[batch.language[row] ?? 0];
  if (devices.languages.length > 0 && !devices.languages.some((name) => name === language)) return false;
  const battery = batch.battery[row] ?? 0;
  if (battery < devices.batteryMin || battery > devices.batteryMax) return false;

  const gender = genderFilter(demographics.genreMale, demographics.genreFemale);
  if (gender !== null && GENDERS[batch.gender[row] ?? 0] !== gender) return false;
  const age = batch.age[row] ?? 0;
  if (
    demographics.ageRanges.length > 0 &&
    !AGE_BANDS.some((band) => demographics.ageRanges.includes(band.id) && age >= band.min && age <= band.max)
  ) {
    return false;
  }
  const level = catalog.socioEconomicLevels[batch.socioEconomicLevel[row] ?? 0];
  return (
    demographics.socioEconomicLevels.length === 0 ||
    demographics.socioEconomicLevels.some((wanted) => wanted === level)
  );
}
