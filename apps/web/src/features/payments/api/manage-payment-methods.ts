import { createPaymentMethod, updatePaymentMethod } from '@adcontrol/domain/payments/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { paymentMethodsKey } from './get-payment-methods';

/** Admins add a method, or switch one off (past payments keep it) and on again. */
export function useManagePaymentMethods() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentMethodsKey });
  const add = useMutation({
    mutationKey: [createPaymentMethod.operationId],
    mutationFn: (name: string) => callEndpoint(createPaymentMethod, { body: { name } }),
    onSuccess: refresh,
  });
  const toggle = useMutation({
    mutationKey: [updatePaymentMethod.operationId],
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      callEndpoint(updatePaymentMethod, { params: { id }, body: { isActive } }),
    onSuccess: refresh,
  });
  return { add, toggle };
}
