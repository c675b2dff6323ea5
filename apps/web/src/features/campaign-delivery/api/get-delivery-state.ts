import { getDeliveryState } from '@adcontrol/domain/campaigns/delivery-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { campaignKeys } from '../../../entities/campaigns/api/campaign-keys';
import { callEndpoint } from '../../../lib/api-client';

/** While a change waits for a server, the list is read again this often; then it stops asking. */
export const PENDING_REFRESH_MS = 5_000;

export function deliveryStateQueryOptions(id: number) {
  return queryOptions({
    queryKey: campaignKeys.deliveryState(id),
    queryFn: () => callEndpoint(getDeliveryState, { params: { id } }),
    refetchInterval: (query) => ((query.state.data?.pending.length ?? 0) > 0 ? PENDING_REFRESH_MS : false),
  });
}

/** What the delivery servers have not confirmed yet for a campaign (decision 030), refreshed while any. */
export function useDeliveryState(id: number, isEnabled = true) {
  return useQuery({ ...deliveryStateQueryOptions(id), enabled: isEnabled });
}
