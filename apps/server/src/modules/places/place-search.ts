import type { Place } from '@adcontrol/domain/places/contracts';

/**
 * Place search for the audience map (ARCHITECTURE 8): the shipped gazetteer by default, a Nominatim-compatible
 * service when PLACES_URL is set (docs/decisions/017).
 */
export interface PlaceSearch {
  readonly name: string;
  /** Places whose name starts with `text` (accent- and case-insensitive), those of `countries` first. */
  search(text: string, countries: readonly string[], limit: number): Promise<Place[]>;
  /** The nearest place to a point, or null where none is within reach. */
  reverse(lat: number, lng: number): Promise<{ place: Place; distanceMeters: number } | null>;
  /** The most populous places inside a box (west, south, east, north), when the provider can tell. */
  within?(bounds: [number, number, number, number], limit: number): Promise<Place[]>;
  /** Prepares what the first search would otherwise wait for (an index), when there is such a thing. */
  warm?(): void;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const RADIANS = Math.PI / 180;

export function distanceMeters(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const sLat = Math.sin(((lat2 - lat1) * RADIANS) / 2);
  const sLng = Math.sin(((lng2 - lng1) * RADIANS) / 2);
  const h = sLat * sLat + Math.cos(lat1 * RADIANS) * Math.cos(lat2 * RADIANS) * sLng * sLng;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}
