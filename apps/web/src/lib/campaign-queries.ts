import {
  getCampaignDetails,
  listAdvertiserCampaigns,
  listCampaignCreatives,
  listCampaigns,
  listMyCampaigns,
} from '@adcontrol/domain/campaigns/contracts';
import { getDeliveryState } from '@adcontrol/domain/campaigns/delivery-contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './api-client';

/**
 * Query keys of what several features read about campaigns, so a change made in one (a link, a capping, a
 * status) invalidates what another shows without importing its internals (STYLE 1).
 */

/** One campaign with its creatives (`GET /campaigns/:id/details`). */
export const campaignDetailsKey = (id: number) => [getCampaignDetails.operationId, id] as const;

/** The campaign's details as the detail page reads them; other features read the same cache entry. */
export function campaignDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: campaignDetailsKey(id),
    queryFn: () => callEndpoint(getCampaignDetails, { params: { id } }),
  });
}

/** A campaign's creatives (`GET /campaigns/:id/creatives`). */
export const campaignCreativesKey = (id: number) => [listCampaignCreatives.operationId, id] as const;

/** What a campaign's delivery servers have not confirmed yet (`GET /campaigns/:id/delivery`). */
export const deliveryStateKey = (id: number) => [getDeliveryState.operationId, id] as const;

/** Every Control list, whichever call fetched it: what a status change, a copy or a removal makes stale. */
export const controlListKeys = [
  [listCampaigns.operationId],
  [listMyCampaigns.operationId],
  [listAdvertiserCampaigns.operationId],
] as const;
