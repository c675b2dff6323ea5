import type { Place } from '@adcontrol/domain/places/contracts';
import {
  reverseGeocode,
  reverseGeocodePublic,
  searchPlaces,
  searchPlacesPublic,
} from '@adcontrol/domain/places/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
