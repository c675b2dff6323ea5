import { type UpdateDataInfoRequest, updateDataInfo } from '@adcontrol/domain/campaigns/delivery-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** The data-info edit (`PATCH /campaigns/{id}/data-info`, decision 031): only the fields sent change. */
export function useUpdateDataInfo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateDataInfo.operationId, id],
    mutationFn: (body: UpdateDataInfoRequest) => callEndpoint(updateDataInfo, { params: { id }, body }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
