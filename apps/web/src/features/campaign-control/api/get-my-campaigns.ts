import { listMyCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

/** An advertiser's own campaigns, all of them: the screen filters, sorts and pages them (SPEC 6). */
export function myCampaignsQueryOptions() {
  return queryOptions({
    queryKey: campaignKeys.mine,
    queryFn: () => callEndpoint(listMyCampaigns, {}),
  });
}
