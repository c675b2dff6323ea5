import { useQuery } from '@tanstack/react-query';
import { campaignDetailsQueryOptions } from '../../../lib/campaign-queries';

/** One campaign with its creatives; another account's campaign answers 404 like one that does not exist. */
export function useCampaignDetails(id: number) {
  return useQuery(campaignDetailsQueryOptions(id));
}
