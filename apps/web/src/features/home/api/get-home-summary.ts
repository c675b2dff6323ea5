import { getHomeSummary } from '@adcontrol/domain/home/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** The whole of Home in one call: every card reads from the same answer. */
export function homeSummaryQueryOptions() {
  return queryOptions({
    queryKey: [getHomeSummary.operationId] as const,
    queryFn: () => callEndpoint(getHomeSummary, {}),
    // Figures end with yesterday, so they hold for minutes; coming back to Home should not flash skeletons.
    staleTime: 5 * 60_000,
  });
}

export function useHomeSummary({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...homeSummaryQueryOptions(), enabled: isEnabled });
}
