import {
  type AccountFilter,
  type AccountListResponse,
  SEARCH_MAX_RESULTS,
  searchAccounts,
} from '@adcontrol/domain/accounts/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export interface AccountSearchPage extends AccountListResponse {
  /** The server answered its most matches: there may be more than these. */
  isCapped: boolean;
}

/**
 * A searched list: GET /accounts/search?q= (SPEC 7) with the list's narrowing and order. Its matches come at
 * once, so paging through them reads the same answer; the key sits under the lists' key, which a create,
 * change or delete makes stale.
 */
export function accountSearchQueryOptions(filter: AccountFilter & { search: string }) {
  const { search, role, country, sort, order } = filter;
  const page = filter.page ?? 1;
  const limit = filter.limit ?? 30;
  return queryOptions({
    queryKey: accountKeys.search({ search, role, country, sort, order }),
    queryFn: () =>
      callEndpoint(searchAccounts, {
        query: { q: search, role, country, sort, order, limit: SEARCH_MAX_RESULTS },
      }),
    select: (matches): AccountSearchPage => ({
      items: matches.slice((page - 1) * limit, page * limit),
      total: matches.length,
      isCapped: matches.length >= SEARCH_MAX_RESULTS,
    }),
    placeholderData: keepPreviousData,
  });
}

/** Accounts whose name, company or e-mail hold `q`, asked once `q` has `minLength` letters (a person picker). */
export function useAccountMatches(q: string, minLength: number) {
  return useQuery({
    queryKey: accountKeys.matches(q),
    queryFn: () => callEndpoint(searchAccounts, { query: { q } }),
    staleTime: 30_000,
    enabled: q.trim().length >= minLength,
  });
}
