import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** One campaign with its creatives; another account's campaign answers 404 like one that does not exist. */
export function campaignDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: campaignKeys.details(id),
    queryFn: () => callEndpoint(getCampaignDetails, { params: { id } }),
  });
}

interface DetailsOptions {
  /** A screen that edits the campaign reads it afresh, and says at once when it is missing. */
  isForEditing?: boolean;
}

/** The campaign `id`, or nothing while `id` is null. */
export function useCampaignDetails(id: number | null, { isForEditing = false }: DetailsOptions = {}) {
  return useQuery({
    ...campaignDetailsQueryOptions(id ?? 0),
    enabled: id !== null,
    ...(isForEditing ? { retry: false, staleTime: 0 } : {}),
  });
}
