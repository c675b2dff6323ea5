import { getAudience, listAudiences } from '@adcontrol/domain/audiences/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../../lib/api-client';

/** Enough of the caller's audiences for a pick list; the search narrows them on the server. */
const PICK_LIMIT = 50;

export function audienceChoicesOptions(search: string) {
  return queryOptions({
    queryKey: [listAudiences.operationId, { page: 1, limit: PICK_LIMIT, search }] as const,
    queryFn: () =>
      callEndpoint(listAudiences, { query: { page: 1, limit: PICK_LIMIT, ...(search ? { search } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export function useAudienceChoices(search: string) {
  return useQuery(audienceChoicesOptions(search));
}

/**
 * The creative's audience by id, asked for only when needed: once the pick list is in and does not hold it (a
 * draft reloaded, a long list).
 */
export function useAudienceName(id: number | null | undefined, isNeeded: boolean) {
  return useQuery({
    queryKey: [getAudience.operationId, id] as const,
    queryFn: () => callEndpoint(getAudience, { params: { id: id ?? 0 } }),
    enabled: typeof id === 'number' && isNeeded,
    select: (audience) => ({ id: audience._id, name: audience.name }),
    staleTime: 5 * 60_000,
  });
}
