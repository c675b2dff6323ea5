import { retryDeliveryChange } from '@adcontrol/domain/campaigns/delivery-outbox-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { deliveryStateKey } from '../../../lib/campaign-queries';

/** Sends a change its server refused for good again, from a first attempt (decision 031). */
export function useRetryDeliveryChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [retryDeliveryChange.operationId, id],
    mutationFn: (changeId: number) => callEndpoint(retryDeliveryChange, { params: { id, changeId } }),
    onSuccess: (state) => queryClient.setQueryData(deliveryStateKey(id), state),
  });
}
