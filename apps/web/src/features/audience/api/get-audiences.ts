import { listAudiences } from '@adcontrol/domain/audiences/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every audiences list, whatever its page or search: what a save or delete makes stale. */
export const audienceListsKey = [listAudiences.operationId] as const;

export interface AudienceListRequest {
  page: number;
  limit: number;
  search?: string | undefined;
}

export function audiencesQueryOptions(request: AudienceListRequest) {
  return queryOptions({
    queryKey: [...audienceListsKey, request] as const,
    queryFn: () => callEndpoint(listAudiences, { query: request }),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useAudiences(request: AudienceListRequest) {
  return useQuery(audiencesQueryOptions(request));
}
