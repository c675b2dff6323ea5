import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { type CampaignListResponse, deleteCampaign } from '@adcontrol/domain/campaigns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

type AnyList = CampaignListResponse | CampaignRow[];

function withoutCampaign(list: AnyList | undefined, id: number): AnyList | undefined {
  if (!list) return list;
  if (Array.isArray(list)) return list.filter((row) => row.id !== id);
  if (!list.items.some((row) => row.id === id)) return list;
  return {
    ...list,
    items: list.items.filter((row) => row.id !== id),
    total: Math.max(0, list.total - 1),
  };
}

/**
 * A removed campaign leaves the list and the total drops by one at once (SPEC 4); other pages go stale, and
 * its details are forgotten.
 */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [deleteCampaign.operationId],
    mutationFn: (id: number) => callEndpoint(deleteCampaign, { params: { id } }),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: campaignKeys.details(id) });
      return Promise.all(
        campaignKeys.lists.map((queryKey) => {
          queryClient.setQueriesData<AnyList>({ queryKey }, (list) => withoutCampaign(list, id));
          return queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
        }),
      );
    },
  });
}
