import { appsReport } from '@adcontrol/domain/statistics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/day-range';

export function appsReportQueryOptions(id: number, range: DayRange) {
  return queryOptions({
    queryKey: [appsReport.operationId, id, range.start, range.end] as const,
    queryFn: () => callEndpoint(appsReport, { params: { id }, query: range }),
  });
}

/** A campaign's delivery by the publisher app that showed it. */
export function useAppsReport(
  id: number,
  range: DayRange,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({
    ...appsReportQueryOptions(id, range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
