import { listReportSchedules } from '@adcontrol/domain/scheduled-reports/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The signed-in person's scheduled reports; every change below invalidates this key. */
export const reportSchedulesQueryOptions = () =>
  queryOptions({
    queryKey: [listReportSchedules.operationId] as const,
    queryFn: async () => (await callEndpoint(listReportSchedules, {})).items,
  });

export function useReportSchedules() {
  return useQuery(reportSchedulesQueryOptions());
}
