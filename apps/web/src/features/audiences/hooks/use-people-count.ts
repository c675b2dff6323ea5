import type { AudienceFilters, AudienceOptions } from '@adcontrol/domain/audiences/audience';
import { isCountSkipped } from '@adcontrol/domain/rules/audience-filters';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type CountRequest, useAudienceCount } from '../api/count-audience';
import type { LookupMode } from '../components/geography/geography-section';
import { radiusOf } from '../components/geography/geography-values';
import type { CountState } from '../components/people-counter';

export const COUNT_DELAY_MS = 400;

/** The smallest radius among the included points, which a count of 0 may come from. */
function smallestRadiusOf(filters: AudienceFilters): number | null {
  const { coordinates, defaultRadio } = filters.geolocalization;
  const radii = coordinates
    .filter((point) => point.type !== 'country' && point.included)
    .map((point) => radiusOf(point, defaultRadio));
  return radii.length ? Math.min(...radii) : null;
}

/**
 * The live count of the builder: asked once the filters have been still for 400 ms. The query is keyed by the
 * filters, so an answer for filters already changed is never shown, and the last number stays while the next
 * one is counted.
 */
export function usePeopleCount(
  mode: LookupMode,
  filters: AudienceFilters,
  options: AudienceOptions | undefined,
): CountState {
  // Text is compared by value, so an unchanged form does not restart the wait.
  const text = JSON.stringify(mode === 'public' ? { filters } : { filters, options });
  const settled = useDebouncedValue(text, COUNT_DELAY_MS);
  const request = useMemo(() => JSON.parse(settled) as CountRequest, [settled]);
  const isSkipped = isCountSkipped(request.filters);
  const count = useAudienceCount(mode, request, { enabled: !isSkipped });
  return {
    data: isSkipped ? undefined : count.data,
    isUpdating: !isSkipped && (text !== settled || count.isFetching),
    isError: !isSkipped && count.isError,
    isSkipped: isSkipped && text === settled,
    // Offline, the query waits for the connection: the number shown, if any, is for earlier filters.
    isOffline: !isSkipped && count.isPaused,
    isStale: !isSkipped && count.isPlaceholderData,
    smallestRadius: smallestRadiusOf(request.filters),
    onRetry: () => void count.refetch(),
  };
}
