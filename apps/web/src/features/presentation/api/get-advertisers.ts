import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every advertiser an admin may make a deck for. */
export function useAdvertisers() {
  return useQuery({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
  });
}
