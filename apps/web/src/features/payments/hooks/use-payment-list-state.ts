import { listPaymentsQuery } from '@adcontrol/domain/payments/contracts';
import { useSearchParams } from 'react-router';
import type { PaymentFilter } from '../components/payment-filters';

const FILTER_KEYS = ['advertiserId', 'campaignId', 'status', 'currency', 'methodId', 'from', 'to'] as const;
export const PAGE_SIZES = [10, 30, 50] as const;
const DEFAULT_LIMIT = PAGE_SIZES[0];

/**
 * The list's filters and page live in the address (as the activity log's do), so a reload, a bookmark or a link
 * sent to a colleague opens the same payments. A value the address gets wrong is ignored, not an error.
 */
export function usePaymentListState() {
  const [params, setParams] = useSearchParams();
  const filter: PaymentFilter = {};
  for (const key of FILTER_KEYS) {
    const parsed = listPaymentsQuery.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const asked = Number.parseInt(params.get('limit') ?? '', 10);
  const limit = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_LIMIT;

  const write = (next: PaymentFilter, nextPage: number, nextLimit: number) => {
    const search = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = next[key];
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    if (nextLimit !== DEFAULT_LIMIT) search.set('limit', String(nextLimit));
    setParams(search, { replace: true });
  };

  return {
    filter,
    paging: { page, limit },
    /** A filter change goes back to page 1. */
    changeFilter: (change: PaymentFilter) => write({ ...filter, ...change }, 1, limit),
    clearFilter: () => write({}, 1, limit),
    setPage: (nextPage: number) => write(filter, nextPage, limit),
    setLimit: (nextLimit: number) => write(filter, 1, nextLimit),
  };
}
