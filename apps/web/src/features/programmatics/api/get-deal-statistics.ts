import { getDealStatistics } from '@adcontrol/domain/campaigns/programmatic-contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const dealStatisticsKey = [getDealStatistics.operationId] as const;

export function dealStatisticsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...dealStatisticsKey, id] as const,
    queryFn: () => callEndpoint(getDealStatistics, { params: { id } }),
  });
}

/** A deal's daily delivery and totals, while its detail is open. */
export const useDealStatistics = (id: number | null) =>
  useQuery({ ...dealStatisticsQueryOptions(id ?? 0), enabled: id !== null });
