import { updateCampaignsStatus } from '@adcontrol/domain/campaigns/contracts';
import type { RequestedStatus } from '@adcontrol/domain/rules/campaign-status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

/** Changes the status of the selected campaigns at once, all or none (PATCH /campaigns/status). */
export function useUpdateCampaignsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateCampaignsStatus.operationId],
    mutationFn: (body: { ids: number[]; status: RequestedStatus }) =>
      callEndpoint(updateCampaignsStatus, { body }),
    onSuccess: () =>
      Promise.all(campaignKeys.lists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
