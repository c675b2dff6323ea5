import { type AccountFilter, listAccounts } from '@adcontrol/domain/accounts/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every accounts list, whatever its filter or search: what a create, change or delete makes stale. */
export const accountListsKey = [listAccounts.operationId] as const;

export function accountsQueryOptions(filter: AccountFilter) {
  return queryOptions({
    queryKey: [...accountListsKey, filter] as const,
    // The contract types an optional `jsonParam` as its wire text, so the filter is handed over as JSON.
    queryFn: () => callEndpoint(listAccounts, { query: { filter: JSON.stringify(filter) } }),
    // The page being read stays on screen while the next one loads, so paging does not flash empty.
    placeholderData: keepPreviousData,
  });
}
