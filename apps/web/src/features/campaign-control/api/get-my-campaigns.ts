import { listMyCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** An advertiser's own campaigns, all of them: the screen filters, sorts and pages them (SPEC 6). */
export function myCampaignsQueryOptions() {
  return queryOptions({
    queryKey: [listMyCampaigns.operationId] as const,
    queryFn: () => callEndpoint(listMyCampaigns, {}),
  });
}
