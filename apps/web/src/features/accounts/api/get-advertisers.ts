import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every advertiser in the caller's scope, for the linked-advertisers picker. */
export function advertisersQueryOptions() {
  return queryOptions({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
  });
}

export function useAdvertisers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...advertisersQueryOptions(), enabled });
}
