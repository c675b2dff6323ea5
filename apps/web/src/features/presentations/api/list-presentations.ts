import { listPresentations, type PresentationJob } from '@adcontrol/domain/presentations/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** How often a deck being made is asked about. */
export const POLL_MS = 1_000;
export const isRunning = (job: PresentationJob | undefined) =>
  job?.status === 'queued' || job?.status === 'running';

export const recentDecksQuery = () =>
  queryOptions({
    queryKey: [listPresentations.operationId] as const,
    queryFn: () => callEndpoint(listPresentations, {}),
  });

/** The recent decks, asked again while one of them is being made. */
export function useRecentDecks() {
  return useQuery({
    ...recentDecksQuery(),
    refetchInterval: (query) => (query.state.data?.some(isRunning) ? POLL_MS * 2 : false),
  });
}
