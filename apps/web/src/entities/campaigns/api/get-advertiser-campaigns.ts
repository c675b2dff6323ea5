import { listAdvertiserCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** Every campaign of one advertiser, for an admin or an account it is linked to (SPEC 6). */
export function advertiserCampaignsQueryOptions(advertiserId: number) {
  return queryOptions({
    queryKey: campaignKeys.ofAdvertiser(advertiserId),
    queryFn: () => callEndpoint(listAdvertiserCampaigns, { params: { id: advertiserId } }),
  });
}

/** The chosen advertiser's campaigns, or nothing while none is chosen. */
export function useAdvertiserCampaigns(advertiserId: number | null) {
  return useQuery({ ...advertiserCampaignsQueryOptions(advertiserId ?? 0), enabled: advertiserId !== null });
}
