import { listCampaignCreatives, previewCampaignCreatives } from '@adcontrol/domain/campaigns/contracts';
import { updateCreativeStatus, updateCreatives } from '@adcontrol/domain/creatives/contracts';
import type { CreativeStatus } from '@adcontrol/domain/shared/enums';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

export function useCampaignCreatives(id: number) {
  return useQuery({
    queryKey: campaignKeys.creatives(id),
    queryFn: () => callEndpoint(listCampaignCreatives, { params: { id } }),
    retry: false,
  });
}

export function useCreativePreviews(id: number) {
  return useQuery({
    queryKey: [previewCampaignCreatives.operationId, id] as const,
    queryFn: () => callEndpoint(previewCampaignCreatives, { params: { id } }),
    retry: false,
  });
}

/** One creative paused or activated, or several at once; the list is read again after. */
export function useCreativeStatus(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, status }: { ids: readonly number[]; status: CreativeStatus }) =>
      ids.length === 1
        ? callEndpoint(updateCreativeStatus, { params: { id: ids[0] as number }, body: { status } }).then(
            (one) => [one],
          )
        : callEndpoint(updateCreatives, { body: { creatives: ids.map((id) => ({ id, status })) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.creatives(campaignId) }),
  });
}
