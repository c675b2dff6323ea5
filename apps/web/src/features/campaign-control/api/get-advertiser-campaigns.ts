import { listAdvertiserCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** Every campaign of one advertiser, for an admin or an account it is linked to (SPEC 6). */
export function advertiserCampaignsQueryOptions(advertiserId: number) {
  return queryOptions({
    queryKey: [listAdvertiserCampaigns.operationId, advertiserId] as const,
    queryFn: () => callEndpoint(listAdvertiserCampaigns, { params: { id: advertiserId } }),
  });
}
