import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The advertisers in the caller's scope (the list Control's advertiser filter reads), for the chooser. */
export function useAdvertiserChoices(isEnabled: boolean) {
  return useQuery({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
    enabled: isEnabled,
  });
}
