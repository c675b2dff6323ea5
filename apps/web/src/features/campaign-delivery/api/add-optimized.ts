import { addOptimized } from '@adcontrol/domain/creatives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { supportOptimizedKey } from './get-support-optimized';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `POST /creatives/{id}/add-optimized {html, id, campaignId}`: a new `_optimized` variant. */
export function useAddOptimized(campaignId: number, creativeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [addOptimized.operationId, creativeId],
    mutationFn: (html: string) =>
      callEndpoint(addOptimized, {
        params: { id: creativeId },
        body: { html, id: creativeId, campaignId },
      }),
    onSuccess: () =>
      Promise.all([
        invalidateCampaign(queryClient, campaignId),
        queryClient.invalidateQueries({ queryKey: supportOptimizedKey(creativeId) }),
      ]),
  });
}
