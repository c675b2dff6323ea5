import { updateOptimizedHtml } from '@adcontrol/domain/creatives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { supportOptimizedKey } from './get-support-optimized';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH /creatives/{id}/optimized-html {html}`, on the `_optimized` variant itself. */
export function useUpdateOptimizedHtml(campaignId: number, creativeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateOptimizedHtml.operationId, creativeId],
    mutationFn: ({ variantId, html }: { variantId: number; html: string }) =>
      callEndpoint(updateOptimizedHtml, { params: { id: variantId }, body: { html } }),
    onSuccess: () =>
      Promise.all([
        invalidateCampaign(queryClient, campaignId),
        queryClient.invalidateQueries({ queryKey: supportOptimizedKey(creativeId) }),
      ]),
  });
}
