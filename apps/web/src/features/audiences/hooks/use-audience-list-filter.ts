import { useCallback, useMemo } from 'react';
import { z } from 'zod';
import { useAddressParams } from '../../../lib/use-address-params';

export const PAGE_SIZES = [10, 25, 50] as const;
const DEFAULT_LIMIT = 10;

/** The list's page and search live in the address, so a search can be reloaded, shared and returned to. */
const fromAddress = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  limit: z.coerce
    .number()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value))
    .catch(DEFAULT_LIMIT),
  search: z.string().trim().min(1).max(120).optional().catch(undefined),
});
export type AudienceListFilter = z.infer<typeof fromAddress>;

export function useAudienceListFilter() {
  const [params, updateParams] = useAddressParams();
  const filter = useMemo(() => fromAddress.parse(Object.fromEntries(params)), [params]);

  /** Any change but paging starts again from page 1. */
  const setFilter = useCallback(
    (patch: Partial<AudienceListFilter>) => {
      updateParams(
        (live) => {
          const next = { ...fromAddress.parse(Object.fromEntries(live)), page: 1, ...patch };
          const search = new URLSearchParams();
          if (next.search) search.set('search', next.search);
          if (next.page !== 1) search.set('page', String(next.page));
          if (next.limit !== DEFAULT_LIMIT) search.set('limit', String(next.limit));
          return search;
        },
        { replace: true },
      );
    },
    [updateParams],
  );

  return { filter, setFilter };
}
