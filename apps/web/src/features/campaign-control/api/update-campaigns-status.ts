import { updateCampaignsStatus } from '@adcontrol/domain/campaigns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { controlListKeys } from '../../../lib/campaign-queries';

/** Pauses or activates the selected campaigns at once, all or none (PATCH /campaigns/status). */
export function useUpdateCampaignsStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateCampaignsStatus.operationId],
    mutationFn: (body: { ids: number[]; status: 'PAUSED' | 'DELIVERING' }) =>
      callEndpoint(updateCampaignsStatus, { body }),
    onSuccess: () =>
      Promise.all(controlListKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
