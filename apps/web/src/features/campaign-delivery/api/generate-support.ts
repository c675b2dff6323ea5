import { generateSupport } from '@adcontrol/domain/creatives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { supportOptimizedKey } from './get-support-optimized';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `POST creatives/generate/support {creativeId, image}`: a `_support` creative from an image. */
export function useGenerateSupport(campaignId: number, creativeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [generateSupport.operationId, creativeId],
    mutationFn: (image: string) => callEndpoint(generateSupport, { body: { creativeId, image } }),
    onSuccess: () =>
      Promise.all([
        invalidateCampaign(queryClient, campaignId),
        queryClient.invalidateQueries({ queryKey: supportOptimizedKey(creativeId) }),
      ]),
  });
}
