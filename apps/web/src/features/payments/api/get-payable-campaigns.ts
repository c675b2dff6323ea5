import { listPayableCampaigns } from '@adcontrol/domain/payments/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const payableCampaignsKey = [listPayableCampaigns.operationId] as const;

/** The advertiser's campaigns a payment may cover, each with how far it is paid. */
export function payableCampaignsQueryOptions(advertiserId: number) {
  return queryOptions({
    queryKey: [...payableCampaignsKey, advertiserId] as const,
    queryFn: () => callEndpoint(listPayableCampaigns, { query: { advertiserId } }),
  });
}

export function usePayableCampaigns(advertiserId: number | null) {
  return useQuery({ ...payableCampaignsQueryOptions(advertiserId ?? 0), enabled: advertiserId !== null });
}
