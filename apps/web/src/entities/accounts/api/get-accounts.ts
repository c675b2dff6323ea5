import { type AccountFilter, listAccounts } from '@adcontrol/domain/accounts/contracts';
import { rolesFor } from '@adcontrol/domain/rules/permissions';
import type { Role } from '@adcontrol/domain/shared/enum-values';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sellerChoiceLabel } from '../../../lib/account-names';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

function fetchAccounts(filter: AccountFilter) {
  // The contract types an optional `jsonParam` as its wire text, so the filter is handed over as JSON.
  return callEndpoint(listAccounts, { query: { filter: JSON.stringify(filter) } });
}

export function accountsQueryOptions(filter: AccountFilter) {
  return queryOptions({
    queryKey: accountKeys.list(filter),
    queryFn: () => fetchAccounts(filter),
    // The page being read stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/**
 * The sellers and super sellers in the caller's scope (a campaign's seller may be either), in the order of their
 * labels: for a seller filter and the wizard's seller field, asked only by those who manage sellers.
 */
export function useSellerChoices(isEnabled: boolean) {
  const ask = (role: Role) => fetchAccounts({ role, limit: 200, sort: 'firstName', order: 'asc' });
  return useQuery({
    queryKey: accountKeys.sellerChoices,
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
