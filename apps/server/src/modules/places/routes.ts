import {
  PLACE_SEARCH_LIMIT,
  PLACES_WITHIN_LIMIT,
  PLACES_WITHIN_MAX_DEGREES,
  type PlaceSearchResponse,
  type PlacesWithinResponse,
  placesWithin,
  placesWithinPublic,
  type ReverseGeocodeResponse,
  reverseGeocode,
  reverseGeocodePublic,
  searchPlaces,
  searchPlacesPublic,
} from '@adcontrol/domain/places/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

const codes = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/**
 * Place search and reverse geocoding for the audience map. A failing provider answers an empty list or no
 * place (SPEC 8: map search failures yield empty results), and the failure is logged.
 */
export async function placeRoutes(api: FastifyInstance): Promise<void> {
  const router = api.contractRouter();
  const { places } = api;
  const limited = api.publicLimit;
  async function search(
    query: { search: string; countries?: string | undefined },
    log: FastifyBaseLogger,
  ): Promise<PlaceSearchResponse> {
    try {
      return (await places.search(query.search, codes(query.countries), PLACE_SEARCH_LIMIT)).slice(
        0,
        PLACE_SEARCH_LIMIT,
      );
    } catch (error) {
      log.warn({ err: error, provider: places.name }, 'place search failed; answering no places');
      return [];
    }
  }
  async function reverse(
    query: { lat: number; lng: number },
    log: FastifyBaseLogger,
  ): Promise<ReverseGeocodeResponse> {
    try {
      const found = await places.reverse(query.lat, query.lng);
      return found
        ? { place: found.place, distanceMeters: found.distanceMeters }
        : { place: null, distanceMeters: null };
    } catch (error) {
      log.warn({ err: error, provider: places.name }, 'reverse geocoding failed; answering no place');
      return { place: null, distanceMeters: null };
    }
  }
  async function within(
    query: { west: number; south: number; east: number; north: number },
    log: FastifyBaseLogger,
  ): Promise<PlacesWithinResponse> {
    const { west, south, east, north } = query;
    const isTooWide = east - west > PLACES_WITHIN_MAX_DEGREES || north - south > PLACES_WITHIN_MAX_DEGREES;
    if (!places.within || isTooWide || east < west || north < south) return [];
    try {
      return (await places.within([west, south, east, north], PLACES_WITHIN_LIMIT)).slice(
        0,
        PLACES_WITHIN_LIMIT,
      );
    } catch (error) {
      log.warn({ err: error, provider: places.name }, 'places within a view failed; answering no places');
      return [];
    }
  }
  router.route(placesWithin, async ({ query, request }) => within(query, request.log));
  router.route(placesWithinPublic, async ({ query, request }) => within(query, request.log), limited);
  router.route(searchPlaces, async ({ query, request }) => search(query, request.log));
  router.route(searchPlacesPublic, async ({ query, request }) => search(query, request.log), limited);
  router.route(reverseGeocode, async ({ query, request }) => reverse(query, request.log));
  router.route(reverseGeocodePublic, async ({ query, request }) => reverse(query, request.log), limited);
}
