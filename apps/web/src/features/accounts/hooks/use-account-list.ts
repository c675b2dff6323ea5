import type { AccountFilter } from '@adcontrol/domain/accounts/contracts';
import { useQuery } from '@tanstack/react-query';
import { accountsQueryOptions } from '../../../entities/accounts/api/get-accounts';
import {
  type AccountSearchPage,
  accountSearchQueryOptions,
} from '../../../entities/accounts/api/search-accounts';

/** The list, or with a search text the search's matches (SPEC 7's search call), a page at a time either way. */
export function useAccountList(filter: AccountFilter) {
  const { search } = filter;
  const list = useQuery({
    ...accountsQueryOptions(filter),
    select: (page): AccountSearchPage => ({ ...page, isCapped: false }),
    enabled: !search,
  });
  const searched = useQuery({
    ...accountSearchQueryOptions({ ...filter, search: search ?? '' }),
    enabled: Boolean(search),
  });
  return search ? searched : list;
}
