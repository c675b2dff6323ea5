import { listPaymentMethods } from '@adcontrol/domain/payments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const paymentMethodsKey = [listPaymentMethods.operationId] as const;

/** The payment methods: active ones for everyone, deactivated ones too for admins. */
export function paymentMethodsQueryOptions() {
  return queryOptions({
    queryKey: paymentMethodsKey,
    queryFn: () => callEndpoint(listPaymentMethods, {}),
    staleTime: 60_000,
  });
}

export function usePaymentMethods() {
  return useQuery(paymentMethodsQueryOptions());
}
