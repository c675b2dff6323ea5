import type { AudienceFilters, AudienceOptions } from '@adcontrol/domain/audiences/audience';
import { countAudience, countAudiencePublic } from '@adcontrol/domain/audiences/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { LookupMode } from '../components/geography/geography-section';

export interface CountRequest {
  filters: AudienceFilters;
  options?: AudienceOptions | undefined;
}

/**
 * The people an audience reaches. Keyed by the filters, so an answer to filters the user has since changed
 * is never shown: only the answer for the current key is. The public demo cannot send options.
 */
export function audienceCountQueryOptions(mode: LookupMode, request: CountRequest) {
  return queryOptions({
    queryKey: [
      mode === 'public' ? countAudiencePublic.operationId : countAudience.operationId,
      request,
    ] as const,
    queryFn: () =>
      mode === 'public'
        ? callEndpoint(countAudiencePublic, { body: { filters: request.filters } })
        : callEndpoint(countAudience, { body: request }),
    // While the next count runs, the last number stays on screen.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

export function useAudienceCount(mode: LookupMode, request: CountRequest, { enabled }: { enabled: boolean }) {
  return useQuery({ ...audienceCountQueryOptions(mode, request), enabled });
}
