import { retryDeliveryChange } from '@adcontrol/domain/campaigns/delivery-outbox-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

/** Sends a change its server refused for good again, from a first attempt (decision 031). */
export function useRetryDeliveryChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [retryDeliveryChange.operationId, id],
    mutationFn: (changeId: number) => callEndpoint(retryDeliveryChange, { params: { id, changeId } }),
    onSuccess: (state) => queryClient.setQueryData(campaignKeys.deliveryState(id), state),
  });
}
