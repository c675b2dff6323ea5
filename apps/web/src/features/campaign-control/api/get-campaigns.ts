import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';
import { type ControlFilter, toListFilter } from '../hooks/control-store';

export function fetchCampaignPage(filter: ControlFilter) {
  return callEndpoint(listCampaigns, {
    query: { filter: JSON.stringify(toListFilter(filter)) },
  });
}

/** One page of the campaigns in the caller's scope, filtered, sorted and paged by the server. */
export function campaignsQueryOptions(filter: ControlFilter) {
  return queryOptions({
    queryKey: campaignKeys.page(filter),
    queryFn: () => fetchCampaignPage(filter),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
