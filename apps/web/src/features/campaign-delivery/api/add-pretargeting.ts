import { addPretargeting } from '@adcontrol/domain/creatives/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `POST /creatives/{id}/add-pretargeting {pretargeting, id}`: the exchange's rules, stored as given. */
export function useAddPretargeting(campaignId: number, creativeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [addPretargeting.operationId, creativeId],
    mutationFn: (pretargeting: Record<string, unknown>) =>
      callEndpoint(addPretargeting, { params: { id: creativeId }, body: { pretargeting, id: creativeId } }),
    onSuccess: () => invalidateCampaign(queryClient, campaignId),
  });
}
