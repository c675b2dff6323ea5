import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

/**
 * The advertisers in the caller's scope: what the list filters (Control, programmatics, payments), the advertiser
 * chooser, the wizard, the deck form and the linked-advertisers picker offer. One key, so every screen shares it.
 */
export function advertisersQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.advertisers,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
  });
}

export function useAdvertiserChoices(isEnabled = true) {
  return useQuery({ ...advertisersQueryOptions(), enabled: isEnabled });
}
