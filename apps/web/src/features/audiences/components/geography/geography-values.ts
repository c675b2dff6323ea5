import type { AudienceFilters, GeoCoordinate } from '@adcontrol/domain/audiences/audience';
import type { CountryCode } from '@adcontrol/domain/shared/enums';

export type Geolocalization = AudienceFilters['geolocalization'];
export type LatLng = { lat: number; lng: number };

/** Which endpoint variants the builder's lookups use: the signed-in ones, or the public demo's. */
export type LookupMode = 'private' | 'public';

/** The largest radius a point may have, in metres (the contract's bound). */
export const MAX_RADIUS_METERS = 500_000;

/** A point of the geography with its place in `coordinates`, which is how the list and the map address it. */
export interface IndexedPoint {
  index: number;
  name: string;
  center: LatLng;
  radius: number;
  included: boolean;
}

/** SPEC 5: a point's radius comes from `radio`, or `meters`. */
export function radiusOf(point: GeoCoordinate, fallback: number): number {
  return point.radio ?? point.meters ?? fallback;
}

export function countriesOf(value: Geolocalization): CountryCode[] {
  return value.coordinates.flatMap((point) =>
    point.type === 'country' && point.countryCode ? [point.countryCode] : [],
  );
}

export function pointsOf(value: Geolocalization): IndexedPoint[] {
  return value.coordinates.flatMap((point, index) =>
    point.type !== 'country' && point.center
      ? [
          {
            index,
            name: point.name ?? formatCoordinates(point.center),
            center: point.center,
            radius: radiusOf(point, value.defaultRadio),
            included: point.included,
          },
        ]
      : [],
  );
}

/** Countries first, in the order chosen; a country already there keeps its entry (and its included flag). */
export function withCountries(value: Geolocalization, codes: readonly CountryCode[]): Geolocalization {
  const existing = new Map(
    value.coordinates.flatMap((point) =>
      point.type === 'country' && point.countryCode ? [[point.countryCode, point] as const] : [],
    ),
  );
  const countries = codes.map(
    (countryCode): GeoCoordinate =>
      existing.get(countryCode) ?? { type: 'country', countryCode, included: true },
  );
  return { ...value, coordinates: [...countries, ...value.coordinates.filter((p) => p.type !== 'country')] };
}

export function newPoint(center: LatLng, name: string, radius: number): GeoCoordinate {
  return {
    type: 'point',
    center: roundCenter(center),
    radio: radius,
    included: true,
    name: name.slice(0, 200),
  };
}

export function withPointsAdded(value: Geolocalization, points: readonly GeoCoordinate[]): Geolocalization {
  return { ...value, coordinates: [...value.coordinates, ...points] };
}

export function withPointChanged(
  value: Geolocalization,
  index: number,
  change: Partial<Pick<GeoCoordinate, 'radio' | 'included'>>,
): Geolocalization {
  const coordinates = value.coordinates.map((point, i) => {
    if (i !== index) return point;
    // The radius lives in `radio` from now on; a `meters` left beside it would contradict it.
    const { meters: _meters, ...rest } = point;
    return change.radio === undefined ? { ...point, ...change } : { ...rest, ...change };
  });
  return { ...value, coordinates };
}

export function withPointRemoved(value: Geolocalization, index: number): Geolocalization {
  return { ...value, coordinates: value.coordinates.filter((_, i) => i !== index) };
}

/** Residents (people who live there) or indistinct (anyone seen there): one or the other. */
export function withResidents(value: Geolocalization, residents: boolean): Geolocalization {
  return { ...value, residentes: residents, indistinto: !residents };
}

/** Six decimals is about 10 cm: enough for a point, and names and lists stay readable. */
function roundCenter({ lat, lng }: LatLng): LatLng {
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${lat.toFixed(5)}, ${lng.toFixed(5)}`;
}

export type RadiusReading = { meters: number } | { problem: 'invalid' | 'tooLarge' };

/**
 * What a person types into a radius field, read as typed: metres, with at most one decimal point or comma
 * ("1.5", "1,5"). Nothing is rewritten: an empty, zero or unreadable radius is `invalid`, one past the largest
 * is `tooLarge`, and the field says so.
 */
export function readRadius(text: string): RadiusReading {
  const trimmed = text.trim();
  if (!/^\d+([.,]\d+)?$/.test(trimmed)) return { problem: 'invalid' };
  const meters = Number(trimmed.replace(',', '.'));
  if (!(meters > 0)) return { problem: 'invalid' };
  return meters > MAX_RADIUS_METERS ? { problem: 'tooLarge' } : { meters };
}
