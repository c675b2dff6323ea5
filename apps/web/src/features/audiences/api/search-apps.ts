import { searchPlaystoreApps, searchPlaystoreAppsPublic } from '@adcontrol/domain/playstore/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { LookupMode } from '../components/geography/geography-section';

/** Play Store apps by name or package, in the audience's countries when it has some. */
export function appsQueryOptions(mode: LookupMode, term: string, countries: readonly string[]) {
  const endpoint = mode === 'public' ? searchPlaystoreAppsPublic : searchPlaystoreApps;
  const list = [...countries].sort().join(',');
  return queryOptions({
    queryKey: [endpoint.operationId, term, list] as const,
    queryFn: () => callEndpoint(endpoint, { query: list ? { term, countries: list } : { term } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useAppSearch(
  mode: LookupMode,
  term: string,
  countries: readonly string[],
  { enabled }: { enabled: boolean },
) {
  return useQuery({ ...appsQueryOptions(mode, term, countries), enabled });
}

/** The apps of an audience by package name, to show their titles (an audience being edited was not searched). */
export function appsNamedQueryOptions(mode: LookupMode, packages: readonly string[]) {
  const endpoint = mode === 'public' ? searchPlaystoreAppsPublic : searchPlaystoreApps;
  const list = [...packages].sort().join(',');
  return queryOptions({
    queryKey: [endpoint.operationId, 'packages', list] as const,
    queryFn: () => callEndpoint(endpoint, { query: { term: '', packages: list } }),
    staleTime: 30 * 60_000,
  });
}

export function useAppsNamed(mode: LookupMode, packages: readonly string[]) {
  return useQuery({ ...appsNamedQueryOptions(mode, packages), enabled: packages.length > 0 });
}
