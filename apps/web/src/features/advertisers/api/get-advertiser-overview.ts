import { getAdvertiserOverview } from '@adcontrol/domain/advertisers/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/day-range';

export function advertiserOverviewQueryOptions(advertiserId: number, range: DayRange) {
  return queryOptions({
    queryKey: [getAdvertiserOverview.operationId, advertiserId, range.start, range.end] as const,
    queryFn: () =>
      callEndpoint(getAdvertiserOverview, {
        params: { id: advertiserId },
        query: { from: range.start, to: range.end },
      }),
    staleTime: 60_000,
  });
}

/** The whole advertiser page in one call; new days keep the previous figures on screen until they come. */
export function useAdvertiserOverview(advertiserId: number | null, range: DayRange) {
  return useQuery({
    ...advertiserOverviewQueryOptions(advertiserId ?? 0, range),
    enabled: advertiserId !== null,
    placeholderData: (previous, query) =>
      // Only days of the same advertiser stand in: another advertiser's figures must never show under a new name.
      query?.queryKey[1] === advertiserId ? keepPreviousData(previous) : undefined,
  });
}
