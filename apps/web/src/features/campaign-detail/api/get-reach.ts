import { scopes } from '@adcontrol/domain/statistics/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function reachQueryOptions(id: number, asOf: string) {
  return queryOptions({
    queryKey: [scopes.operationId, id, asOf] as const,
    queryFn: () => callEndpoint(scopes, { body: { idsCampaign: [id], asOf } }),
    select: (rows) => rows.find((row) => row.campaignId === id) ?? null,
  });
}

/** Unique devices the campaign reached from its first day through `asOf`; it cannot be summed over days. */
export function useReach(id: number, asOf: string, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...reachQueryOptions(id, asOf), enabled: isEnabled, placeholderData: keepPreviousData });
}
