import { type CampaignStatisticsRequest, campaignStatistics } from '@adcontrol/domain/statistics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/day-range';

type GroupBy = NonNullable<CampaignStatisticsRequest['groupBy']>;

export function campaignStatisticsQueryOptions(id: number, groupBy: GroupBy, range: DayRange) {
  return queryOptions({
    queryKey: [campaignStatistics.operationId, id, groupBy, range.start, range.end] as const,
    queryFn: () =>
      callEndpoint(campaignStatistics, {
        body: { campaigns: [id], groupBy, sources: ['newton', 'sinew'], date: range },
      }),
  });
}

/** One campaign's delivery over a range, grouped by day, creative, source or as one total. */
export function useCampaignStatistics(
  id: number,
  groupBy: GroupBy,
  range: DayRange,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  // A new range keeps the previous figures on screen, dimmed, until the new ones come.
  return useQuery({
    ...campaignStatisticsQueryOptions(id, groupBy, range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
