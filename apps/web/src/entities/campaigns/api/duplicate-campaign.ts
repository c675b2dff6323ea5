import { duplicateCampaign } from '@adcontrol/domain/campaigns/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** Copies a campaign and its creatives under a new name (POST /campaigns/:id/duplicate). */
export function useDuplicateCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [duplicateCampaign.operationId],
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      callEndpoint(duplicateCampaign, { params: { id }, body: { name } }),
    onSuccess: () =>
      Promise.all(campaignKeys.lists.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
