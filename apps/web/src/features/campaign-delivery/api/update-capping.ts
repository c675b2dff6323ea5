import { type UpdateCappingRequest, updateCapping } from '@adcontrol/domain/campaigns/delivery-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH /campaigns/{id}/capping {capping, source, action}`. */
export function useUpdateCapping(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateCapping.operationId, id],
    mutationFn: (body: UpdateCappingRequest) => callEndpoint(updateCapping, { params: { id }, body }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
