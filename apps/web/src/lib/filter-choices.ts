import { listAccounts, listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { rolesFor } from '@adcontrol/domain/rules/permissions';
import { sellerLabel } from '@adcontrol/domain/rules/seller-label';
import type { Role } from '@adcontrol/domain/shared/enum-values';
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

/**
 * The sellers and super sellers in the caller's scope (a campaign's seller may be either), for a seller filter
 * (asked only by those who manage sellers), in the order of their labels.
 */
export function useSellerChoices(isEnabled: boolean) {
  const ask = (role: Role) => {
    const filter = { role, limit: 200, sort: 'firstName', order: 'asc' } as const;
    return callEndpoint(listAccounts, { query: { filter: JSON.stringify(filter) } });
  };
  return useQuery({
    queryKey: [listAccounts.operationId, 'seller choices'] as const,
    queryFn: async () => {
      const answers = await Promise.all(rolesFor('campaigns.sell').map(ask));
      const items = answers
        .flatMap((answer) => answer.items)
        .sort((a, b) => sellerChoiceLabel(a).localeCompare(sellerChoiceLabel(b)));
      return { items };
    },
    staleTime: 60_000,
    enabled: isEnabled,
  });
}

/** How a seller reads in a filter: as the lists show it, "Company (First Last)" (its e-mail with neither). */
export function sellerChoiceLabel(seller: {
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}): string {
  return sellerLabel(seller) ?? seller.email;
}

/** How an advertiser reads in a filter: its company, or the person's first name. */
export function advertiserChoiceLabel(advertiser: {
  company: string | null;
  firstName: string | null;
}): string {
  return advertiser.company || advertiser.firstName || '';
}
