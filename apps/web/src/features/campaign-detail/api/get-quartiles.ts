import { quartiles } from '@adcontrol/domain/statistics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/day-range';

export function quartilesQueryOptions(id: number, range: DayRange) {
  return queryOptions({
    queryKey: [quartiles.operationId, id, range.start, range.end] as const,
    // No banner named: every video of the campaign.
    queryFn: () => callEndpoint(quartiles, { body: { banners: [], idsCampaign: [id], date: range } }),
  });
}

/** How far viewers got into the campaign's videos; asked only when it has one. */
export function useQuartiles(id: number, range: DayRange, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    ...quartilesQueryOptions(id, range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
