import { updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import type { RequestedStatus } from '@adcontrol/domain/rules/campaign-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

export interface StatusChange {
  id: number;
  status: RequestedStatus;
}

/**
 * Pauses, activates, finishes or cancels one campaign (decision 041). The lists, the campaign's page and what waits
 * for its delivery servers are read again: activating may lead to READY, and a linked campaign's change is pending.
 */
export function useUpdateCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateCampaignStatus.operationId],
    mutationFn: ({ id, status }: StatusChange) =>
      callEndpoint(updateCampaignStatus, { params: { id }, body: { status } }),
    onSuccess: (_answer, { id }) =>
      Promise.all(
        [...campaignKeys.lists, campaignKeys.details(id), campaignKeys.deliveryState(id)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
