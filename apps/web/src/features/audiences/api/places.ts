import type { Place } from '@adcontrol/domain/places/contracts';
import {
  placesWithin,
  placesWithinPublic,
  reverseGeocode,
  reverseGeocodePublic,
  searchPlaces,
  searchPlacesPublic,
} from '@adcontrol/domain/places/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Which endpoint variant a lookup calls: the signed-in one, or the public demo's. */
export type LookupMode = 'private' | 'public';

/** SPEC 8: a failing place search gives an empty list, never an error on screen. */
export function placeSearchQueryOptions(mode: LookupMode, search: string, countries: readonly string[]) {
  const endpoint = mode === 'public' ? searchPlacesPublic : searchPlaces;
  const countryList = countries.length ? countries.join(',') : undefined;
  return queryOptions({
    queryKey: [endpoint.operationId, search, countryList ?? ''],
    queryFn: (): Promise<Place[]> =>
      callEndpoint(endpoint, { query: { search, countries: countryList } }).catch(() => []),
    staleTime: 5 * 60_000,
  });
}

export function usePlaceSearch(mode: LookupMode, search: string, countries: readonly string[]) {
  return useQuery({ ...placeSearchQueryOptions(mode, search, countries), enabled: search.length > 0 });
}

/** The nearest known place to a point of the map, or null (open sea); throws when the lookup fails. */
export async function reverseGeocodeAt(
  mode: LookupMode,
  center: { lat: number; lng: number },
): Promise<Place | null> {
  const endpoint = mode === 'public' ? reverseGeocodePublic : reverseGeocode;
  const answer = await callEndpoint(endpoint, { query: center });
  return answer.place;
}

/** The towns inside a view of the offline map, to label it (docs/decisions/048); none when the lookup fails. */
export function useTownsInView(mode: LookupMode, bounds: [number, number, number, number] | null) {
  const endpoint = mode === 'public' ? placesWithinPublic : placesWithin;
  // Rounded, so a nudge of the map asks nothing new.
  const [west, south, east, north] = (bounds ?? [0, 0, 0, 0]).map((value) => Math.round(value * 100) / 100);
  return useQuery({
    queryKey: [endpoint.operationId, west, south, east, north],
    queryFn: (): Promise<Place[]> =>
      callEndpoint(endpoint, {
        query: { west: west ?? 0, south: south ?? 0, east: east ?? 0, north: north ?? 0 },
      }).catch(() => []),
    enabled: bounds !== null,
    staleTime: 30 * 60_000,
    placeholderData: keepPreviousData,
  });
}
