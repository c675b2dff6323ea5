import { listCarriers, listCarriersPublic } from '@adcontrol/domain/audiences/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { LookupMode } from '../components/geography/geography-section';

/** The mobile operators of the audience's countries (`iso` is their comma-separated codes). */
export function carriersQueryOptions(mode: LookupMode, countries: readonly string[]) {
  const iso = [...countries].sort().join(',');
  const endpoint = mode === 'public' ? listCarriersPublic : listCarriers;
  return queryOptions({
    queryKey: [endpoint.operationId, iso] as const,
    queryFn: () => callEndpoint(endpoint, { query: { iso } }),
    staleTime: 5 * 60_000,
  });
}

export function useCarriers(mode: LookupMode, countries: readonly string[]) {
  return useQuery({ ...carriersQueryOptions(mode, countries), enabled: countries.length > 0 });
}
