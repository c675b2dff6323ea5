import { linkCampaign } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { CappingSource } from '@adcontrol/domain/shared/enums';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { invalidateCampaign } from './invalidate-campaign';

/** The plain link (decision 030): one server or both, creatives set by SPEC 4's rules on the server. */
export function useLinkCampaign(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [linkCampaign.operationId, id],
    mutationFn: (source: CappingSource) => callEndpoint(linkCampaign, { params: { id }, body: { source } }),
    onSuccess: () => invalidateCampaign(queryClient, id),
  });
}
