import { listActivityFacets } from '@adcontrol/domain/activity/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The entity types and actions the log holds, for the filters' choices. */
export function activityFacetsQueryOptions() {
  return queryOptions({
    queryKey: [listActivityFacets.operationId] as const,
    queryFn: () => callEndpoint(listActivityFacets, {}),
    staleTime: 60_000,
  });
}

export function useActivityFacets() {
  return useQuery(activityFacetsQueryOptions());
}
