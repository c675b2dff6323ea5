import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/**
 * The advertisers in the caller's scope: what the list filters (Control, programmatics, payments), the advertiser
 * chooser and the deck form offer. One query key, so every screen shares the answer.
 */
export function useAdvertiserChoices(isEnabled = true) {
  return useQuery({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
    enabled: isEnabled,
  });
}

/** The sellers in the caller's scope, for a seller filter (asked only by those who manage sellers). */
export function useSellerChoices(isEnabled: boolean) {
  const filter = { role: 'seller', limit: 200, sort: 'firstName', order: 'asc' } as const;
  return useQuery({
    queryKey: [listAccounts.operationId, filter] as const,
    queryFn: () => callEndpoint(listAccounts, { query: { filter: JSON.stringify(filter) } }),
    staleTime: 60_000,
    enabled: isEnabled,
  });
}

/** How an advertiser reads in a filter: its company, or the person's first name. */
export function advertiserChoiceLabel(advertiser: {
  company: string | null;
  firstName: string | null;
}): string {
  return advertiser.company || advertiser.firstName || '';
}
