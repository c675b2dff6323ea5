import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const campaignDetailsKey = (id: number) => [getCampaignDetails.operationId, id] as const;

export function campaignDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: campaignDetailsKey(id),
    queryFn: () => callEndpoint(getCampaignDetails, { params: { id } }),
  });
}

/** One campaign with its creatives; another account's campaign answers 404 like one that does not exist. */
export function useCampaignDetails(id: number) {
  return useQuery(campaignDetailsQueryOptions(id));
}
