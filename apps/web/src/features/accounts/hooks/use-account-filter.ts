import type { AccountFilter } from '@adcontrol/domain/accounts/contracts';
import {
  ACCOUNT_SORT_FIELDS,
  type AccountSortField,
  SORT_ORDERS,
  type SortOrder,
} from '@adcontrol/domain/accounts/list-values';
import { COUNTRIES, type CountryCode, ROLES, type Role } from '@adcontrol/domain/shared/enum-values';
import { useCallback, useMemo } from 'react';
import { oneOf } from '../../../lib/one-of';
import { useAddressParams } from '../../../lib/use-address-params';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_MIN_LENGTH = 3;
const SEARCH_MAX_LENGTH = 120;

export type AccountSort = AccountSortField;
export type { SortOrder };
export const SORTABLE: readonly AccountSort[] = ACCOUNT_SORT_FIELDS;

/** The list's state lives in the address, so a filtered page can be reloaded, shared and returned to. */
export interface ListFilter {
  page: number;
  limit: number;
  role: Role | undefined;
  country: CountryCode | undefined;
  search: string | undefined;
  sort: AccountSort;
  order: SortOrder;
}

/**
 * The address's parameters as a filter, each one that is missing or not valid at its default. Plain checks,
 * not the contract's zod schema: the list's first view loads without zod (decision 013); a test holds them to
 * the schema's answers.
 */
export function filterFromAddress(params: Record<string, string>): ListFilter {
  const page = Number(params.page);
  const limit = Number(params.limit);
  const search = params.search?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : 25,
    role: oneOf(ROLES, params.role),
    country: oneOf(COUNTRIES, params.country),
    search:
      search !== undefined && search.length >= SEARCH_MIN_LENGTH && search.length <= SEARCH_MAX_LENGTH
        ? search
        : undefined,
    sort: oneOf(ACCOUNT_SORT_FIELDS, params.sort) ?? 'createdAt',
    order: oneOf(SORT_ORDERS, params.order) ?? 'desc',
  };
}

const DEFAULTS: Partial<Record<keyof ListFilter, string>> = {
  page: '1',
  limit: '25',
  sort: 'createdAt',
  order: 'desc',
};

export function useAccountFilter() {
  const [params, updateParams] = useAddressParams();
  const filter = useMemo(() => filterFromAddress(Object.fromEntries(params)), [params]);

  /** Any change but paging starts again from page 1. */
  const setFilter = useCallback(
    (patch: Partial<ListFilter>) => {
      updateParams(
        (live) => {
          const next: Partial<ListFilter> = {
            ...filterFromAddress(Object.fromEntries(live)),
            page: 1,
            ...patch,
          };
          const search = new URLSearchParams();
          for (const [key, value] of Object.entries(next)) {
            const text = value === undefined ? '' : String(value);
            if (text && DEFAULTS[key as keyof ListFilter] !== text) search.set(key, text);
          }
          return search;
        },
        { replace: true },
      );
    },
    [updateParams],
  );

  const hasFilters = Boolean(filter.role || filter.country || filter.search);
  return { filter, setFilter, hasFilters };
}

/** What the server is asked: absent filters are left out rather than sent empty. */
export function toRequest(filter: ListFilter): AccountFilter {
  return Object.fromEntries(
    Object.entries(filter).filter(([, value]) => value !== undefined),
  ) as AccountFilter;
}
