import { listAdvertiserCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The chosen advertiser's campaigns, to pick some of them. */
export function useAdvertiserCampaigns(advertiserId: number | null) {
  return useQuery({
    queryKey: [listAdvertiserCampaigns.operationId, advertiserId] as const,
    queryFn: () => callEndpoint(listAdvertiserCampaigns, { params: { id: advertiserId ?? 0 } }),
    enabled: advertiserId !== null,
  });
}
