import { countryReport } from '@adcontrol/domain/statistics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/day-range';

export function regionReportQueryOptions(id: number, range: DayRange) {
  return queryOptions({
    queryKey: [countryReport.operationId, id, range.start, range.end] as const,
    queryFn: () => callEndpoint(countryReport, { params: { id }, query: range }),
  });
}

/** A campaign's delivery by country and region. */
export function useRegionReport(
  id: number,
  range: DayRange,
  { isEnabled = true }: { isEnabled?: boolean } = {},
) {
  return useQuery({
    ...regionReportQueryOptions(id, range),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
  });
}
