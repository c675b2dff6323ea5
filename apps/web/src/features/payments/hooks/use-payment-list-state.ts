import { listPaymentsQuery } from '@adcontrol/domain/payments/contracts';
import { useAddressParams } from '../../../lib/use-address-params';
import type { PaymentFilter } from '../components/payment-filters';

const FILTER_KEYS = ['advertiserId', 'campaignId', 'status', 'currency', 'methodId', 'from', 'to'] as const;
export const PAGE_SIZES = [10, 30, 50] as const;
const DEFAULT_LIMIT = PAGE_SIZES[0];

/**
 * The list's filters and page live in the address (as the activity log's do), so a reload, a bookmark or a link
 * sent to a colleague opens the same payments. A value the address gets wrong is ignored, not an error.
 */
/** The list's state as the address holds it. */
function stateOf(params: URLSearchParams) {
  const filter: PaymentFilter = {};
  for (const key of FILTER_KEYS) {
    const parsed = listPaymentsQuery.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data !== undefined) Object.assign(filter, { [key]: parsed.data });
  }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const asked = Number.parseInt(params.get('limit') ?? '', 10);
  const limit = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_LIMIT;
  return { filter, page, limit };
}

type ListState = ReturnType<typeof stateOf>;

function addressOf({ filter, page, limit }: ListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  if (page > 1) search.set('page', String(page));
  if (limit !== DEFAULT_LIMIT) search.set('limit', String(limit));
  return search;
}

export function usePaymentListState() {
  const [params, updateParams] = useAddressParams();
  const { filter, page, limit } = stateOf(params);
  /** Each change starts from the address as it is now, so two quick changes both hold. */
  const write = (change: (live: ListState) => ListState) =>
    updateParams((live) => addressOf(change(stateOf(live))), { replace: true });

  return {
    filter,
    paging: { page, limit },
    /** A filter change goes back to page 1. */
    changeFilter: (change: PaymentFilter) =>
      write((live) => ({ ...live, filter: { ...live.filter, ...change }, page: 1 })),
    clearFilter: () => write((live) => ({ ...live, filter: {}, page: 1 })),
    setPage: (nextPage: number) => write((live) => ({ ...live, page: nextPage })),
    setLimit: (nextLimit: number) => write((live) => ({ ...live, page: 1, limit: nextLimit })),
  };
}
