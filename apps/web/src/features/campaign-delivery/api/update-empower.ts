import { updateEmpower } from '@adcontrol/domain/campaigns/delivery-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH /campaigns/{id}/empower {empower}`. */
export function useUpdateEmpower(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateEmpower.operationId, id],
    mutationFn: (empower: boolean) => callEndpoint(updateEmpower, { params: { id }, body: { empower } }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
