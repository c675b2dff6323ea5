import { updateCreativeStatus } from '@adcontrol/domain/creatives/contracts';
import type { CreativeStatus } from '@adcontrol/domain/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH /creatives/{id}/status {status}`: 0 active, 1 paused; linked servers hear of it. */
export function useUpdateCreativeStatus(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateCreativeStatus.operationId, campaignId],
    mutationFn: ({ creativeId, status }: { creativeId: number; status: CreativeStatus }) =>
      callEndpoint(updateCreativeStatus, { params: { id: creativeId }, body: { status } }),
    onSuccess: () => invalidateCampaign(queryClient, campaignId),
  });
}
