import { listAudiences } from '@adcontrol/domain/audiences/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The audiences the caller can see whose name holds `search`, newest first (the first 20). */
export function useAudienceChoices(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: [listAudiences.operationId, 'simulator', term] as const,
    queryFn: () =>
      callEndpoint(listAudiences, { query: { page: 1, limit: 20, ...(term ? { search: term } : {}) } }),
    staleTime: 60_000,
  });
}
