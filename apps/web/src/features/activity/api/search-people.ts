import { getAccount, searchAccounts } from '@adcontrol/domain/accounts/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const PERSON_SEARCH_MIN = 3;

/** Accounts whose name, company or e-mail match, for the person filter. */
export function peopleQueryOptions(q: string) {
  return queryOptions({
    queryKey: [searchAccounts.operationId, q] as const,
    queryFn: () => callEndpoint(searchAccounts, { query: { q } }),
    staleTime: 30_000,
  });
}

export function usePeopleSearch(q: string) {
  return useQuery({ ...peopleQueryOptions(q), enabled: q.trim().length >= PERSON_SEARCH_MIN });
}

/** The account a filter names by id (from the address), to show it by name. */
export function usePerson(id: number | undefined) {
  return useQuery({
    queryKey: [getAccount.operationId, id] as const,
    queryFn: () => callEndpoint(getAccount, { params: { id: id as number } }),
    enabled: id !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}
