import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The advertisers in the caller's scope, for the advertiser filter. */
export function useAdvertiserChoices() {
  return useQuery({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
  });
}

/** The sellers in the caller's scope, for the seller filter (admins and country managers only). */
export function useSellerChoices(isEnabled: boolean) {
  const filter = { role: 'seller', limit: 200, sort: 'firstName', order: 'asc' } as const;
  return useQuery({
    queryKey: [listAccounts.operationId, filter] as const,
    queryFn: () => callEndpoint(listAccounts, { query: { filter: JSON.stringify(filter) } }),
    staleTime: 60_000,
    enabled: isEnabled,
  });
}
