import { getAudience } from '@adcontrol/domain/audiences/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const audienceKey = (id: number) => [getAudience.operationId, id] as const;

export function audienceQueryOptions(id: number) {
  return queryOptions({
    queryKey: audienceKey(id),
    queryFn: () => callEndpoint(getAudience, { params: { id } }),
  });
}

export function useAudience(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...audienceQueryOptions(id), enabled });
}
