import { dropDeliveryChange } from '@adcontrol/domain/campaigns/delivery-outbox-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

/** Drops a change its server refused for good: it is never sent again (decision 031). */
export function useDropDeliveryChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [dropDeliveryChange.operationId, id],
    mutationFn: (changeId: number) => callEndpoint(dropDeliveryChange, { params: { id, changeId } }),
    onSuccess: (state) => queryClient.setQueryData(campaignKeys.deliveryState(id), state),
  });
}
