import { listAdvertisersRaw } from '@adcontrol/domain/accounts/contracts';
import { listAdvertiserCampaigns } from '@adcontrol/domain/campaigns/contracts';
import {
  getPresentation,
  listPresentations,
  type PresentationJob,
} from '@adcontrol/domain/presentations/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** How often a deck being made is asked about. */
export const POLL_MS = 1_000;
const isRunning = (job: PresentationJob | undefined) => job?.status === 'queued' || job?.status === 'running';

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

/** One deck job, followed every second until it is done or failed. */
export function useDeckJob(id: number | null) {
  return useQuery({
    queryKey: [getPresentation.operationId, id] as const,
    queryFn: () => callEndpoint(getPresentation, { params: { id: id ?? 0 } }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && !isRunning(query.state.data) ? false : POLL_MS),
  });
}

export function useAdvertisers() {
  return useQuery({
    queryKey: [listAdvertisersRaw.operationId] as const,
    queryFn: () => callEndpoint(listAdvertisersRaw, { query: {} }),
    staleTime: 60_000,
  });
}

export function useAdvertiserCampaigns(advertiserId: number | null) {
  return useQuery({
    queryKey: [listAdvertiserCampaigns.operationId, advertiserId] as const,
    queryFn: () => callEndpoint(listAdvertiserCampaigns, { params: { id: advertiserId ?? 0 } }),
    enabled: advertiserId !== null,
  });
}
