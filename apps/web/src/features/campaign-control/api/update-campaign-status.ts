import { updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { controlListKeys } from '../../../lib/campaign-queries';

export interface StatusChange {
  id: number;
  status: 'PAUSED' | 'DELIVERING';
}

/** Pause or activate one campaign; the lists refetch, since activating may lead to another status (SPEC 4). */
export function useUpdateCampaignStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateCampaignStatus.operationId],
    mutationFn: ({ id, status }: StatusChange) =>
      callEndpoint(updateCampaignStatus, { params: { id }, body: { status } }),
    onSuccess: () =>
      Promise.all(controlListKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
