import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The advertisers in the caller's scope, for the payment's advertiser picker and the list filter. */
export function payingAdvertisersQueryOptions() {
  return queryOptions({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
  });
}

export function usePayingAdvertisers({ enabled }: { enabled: boolean }) {
  return useQuery({ ...payingAdvertisersQueryOptions(), enabled });
}
