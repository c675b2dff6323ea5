import { type ListPaymentsQuery, listPayments } from '@adcontrol/domain/payments/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every payment list, whatever its filter: what a new payment or a decision makes stale. */
export const paymentListsKey = [listPayments.operationId] as const;

export function paymentsQueryOptions(query: ListPaymentsQuery) {
  return queryOptions({
    queryKey: [...paymentListsKey, query] as const,
    queryFn: () => callEndpoint(listPayments, { query }),
    placeholderData: keepPreviousData,
  });
}

export function usePayments(query: ListPaymentsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...paymentsQueryOptions(query), enabled });
}
