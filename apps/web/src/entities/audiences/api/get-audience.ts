import { getAudience } from '@adcontrol/domain/audiences/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { audienceKeys } from './audience-keys';

export function audienceQueryOptions(id: number) {
  return queryOptions({
    queryKey: audienceKeys.detail(id),
    queryFn: () => callEndpoint(getAudience, { params: { id } }),
  });
}

/** The audience `id`, or nothing while it is not known or not wanted. */
export function useAudience(id: number | null | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...audienceQueryOptions(id ?? 0), enabled: typeof id === 'number' && enabled });
}
