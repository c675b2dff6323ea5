import { updateSource } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** SPEC 7's `PATCH /campaigns/{id}/source {source}`: the capping then takes that source's values (SPEC 4). */
export function useUpdateSource(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateSource.operationId, id],
    mutationFn: (source: CappingSource | null) =>
      callEndpoint(updateSource, { params: { id }, body: { source } }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
