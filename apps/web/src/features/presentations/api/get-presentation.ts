import { getPresentation } from '@adcontrol/domain/presentations/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { isRunning, POLL_MS } from './list-presentations';

/** One deck job, followed every second until it is done or failed. */
export function useDeckJob(id: number | null) {
  return useQuery({
    queryKey: [getPresentation.operationId, id] as const,
    queryFn: () => callEndpoint(getPresentation, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : POLL_MS),
  });
}
