import { listAudiences } from '@adcontrol/domain/audiences/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { audienceKeys } from './audience-keys';

export interface AudienceListRequest {
  page: number;
  limit: number;
  search?: string | undefined;
}

export function audiencesQueryOptions(request: AudienceListRequest) {
  return queryOptions({
    queryKey: audienceKeys.list(request),
    queryFn: () => callEndpoint(listAudiences, { query: request }),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAudiences(request: AudienceListRequest) {
  return useQuery(audiencesQueryOptions(request));
}

/**
 * The first `limit` audiences the caller can see whose name holds `search`, newest first, for a pick list: the
 * search narrows them on the server, and the list being read stays while the next one loads.
 */
export function useAudienceChoices(search: string, limit: number) {
  const term = search.trim();
  return useQuery({
    ...audiencesQueryOptions({ page: 1, limit, ...(term ? { search: term } : {}) }),
    staleTime: 60_000,
  });
}
