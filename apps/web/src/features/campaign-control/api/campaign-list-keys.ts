import {
  listAdvertiserCampaigns,
  listCampaigns,
  listMyCampaigns,
} from '@adcontrol/domain/campaigns/contracts';

/** Every Control list, whichever call fetched it: what a status change, a copy or a removal makes stale. */
export const controlListKeys = [
  [listCampaigns.operationId],
  [listMyCampaigns.operationId],
  [listAdvertiserCampaigns.operationId],
] as const;
