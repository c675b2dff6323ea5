import { listProgrammatics } from '@adcontrol/domain/campaigns/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { DealFilter } from '../hooks/deal-filter-store';

/** Every deals list in the cache, whatever its filter: what a pause or an activation refreshes. */
export const dealListKey = [listProgrammatics.operationId] as const;

export function dealsQueryOptions(filter: DealFilter) {
  return queryOptions({
    queryKey: [...dealListKey, filter] as const,
    queryFn: () => callEndpoint(listProgrammatics, { query: { filter: JSON.stringify(filter) } }),
    placeholderData: keepPreviousData,
  });
}

/** One page of the deals in the caller's scope, filtered by the server. */
export const useDeals = (filter: DealFilter) => useQuery(dealsQueryOptions(filter));
