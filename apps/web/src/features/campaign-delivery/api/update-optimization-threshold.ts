import { updateOptimizationThreshold } from '@adcontrol/domain/campaigns/delivery-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH /campaigns/{id}/optimizationThreshold {optimizationThreshold}`. */
export function useUpdateOptimizationThreshold(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateOptimizationThreshold.operationId, id],
    mutationFn: (optimizationThreshold: number) =>
      callEndpoint(updateOptimizationThreshold, { params: { id }, body: { optimizationThreshold } }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
