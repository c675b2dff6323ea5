import {
  getCampaignDetails,
  listAdvertiserCampaigns,
  listCampaignCreatives,
  listCampaigns,
  listMyCampaigns,
} from '@adcontrol/domain/campaigns/contracts';
import { getDeliveryState } from '@adcontrol/domain/campaigns/delivery-contracts';

/**
 * The query keys of what features read about campaigns, so a change made in one (a link, a capping, a status)
 * makes stale exactly what another shows. Each key starts with its endpoint's operation id.
 */
export const campaignKeys = {
  /** One campaign with its creatives (`GET /campaigns/:id/details`). */
  details: (id: number) => [getCampaignDetails.operationId, id] as const,
  /** A campaign's creatives (`GET /campaigns/:id/creatives`). */
  creatives: (id: number) => [listCampaignCreatives.operationId, id] as const,
  /** What a campaign's delivery servers have not confirmed yet (`GET /campaigns/:id/delivery`). */
  deliveryState: (id: number) => [getDeliveryState.operationId, id] as const,
  /** One page of Control's list, by the filter the screen holds (`GET /campaigns?filter=`). */
  page: <F>(filter: F) => [listCampaigns.operationId, filter] as const,
  /** An advertiser's own campaigns (`GET /campaigns/my`). */
  mine: [listMyCampaigns.operationId] as const,
  /** Every campaign of one advertiser (`GET /campaigns/advertiser/:id`). */
  ofAdvertiser: (advertiserId: number) => [listAdvertiserCampaigns.operationId, advertiserId] as const,
  /** Every campaign list, whichever call fetched it: what a status change, a copy or a removal makes stale. */
  lists: [
    [listCampaigns.operationId],
    [listMyCampaigns.operationId],
    [listAdvertiserCampaigns.operationId],
  ] as const,
};
