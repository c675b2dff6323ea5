import { type UpdateOptimizedRequest, updateOptimized } from '@adcontrol/domain/campaigns/delivery-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH campaigns/{id}/optimized {enableOptimized, optimizationWeight}`. */
export function useUpdateOptimized(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateOptimized.operationId, id],
    mutationFn: (body: UpdateOptimizedRequest) => callEndpoint(updateOptimized, { params: { id }, body }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
