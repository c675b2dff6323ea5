import { type AccountFilter, accountFilter } from '@adcontrol/domain/accounts/contracts';
import { countryCodeSchema, roleSchema } from '@adcontrol/domain/shared/enums';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const SEARCH_MIN_LENGTH = 3;

const sortSchema = accountFilter.shape.sort.unwrap();
const orderSchema = accountFilter.shape.order.unwrap();
export type AccountSort = z.infer<typeof sortSchema>;
export type SortOrder = z.infer<typeof orderSchema>;
export const SORTABLE: readonly AccountSort[] = sortSchema.options;

/** The list's state lives in the address, so a filtered page can be reloaded, shared and returned to. */
const fromAddress = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(25),
  role: roleSchema.optional().catch(undefined),
  country: countryCodeSchema.optional().catch(undefined),
  search: z.string().trim().min(SEARCH_MIN_LENGTH).max(120).optional().catch(undefined),
  sort: sortSchema.catch('createdAt'),
  order: orderSchema.catch('desc'),
});
export type ListFilter = z.infer<typeof fromAddress>;

const DEFAULTS: Partial<Record<keyof ListFilter, string>> = {
  page: '1',
  limit: '25',
  sort: 'createdAt',
  order: 'desc',
};

export function useAccountFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => fromAddress.parse(Object.fromEntries(params)), [params]);

  /** Any change but paging starts again from page 1. */
  const setFilter = useCallback(
    (patch: Partial<ListFilter>) => {
      const next: Partial<ListFilter> = { ...filter, page: 1, ...patch };
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) {
        const text = value === undefined ? '' : String(value);
        if (text && DEFAULTS[key as keyof ListFilter] !== text) search.set(key, text);
      }
      setParams(search, { replace: true });
    },
    [filter, setParams],
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
