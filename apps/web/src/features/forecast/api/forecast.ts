import { type ForecastRequest, forecastCampaign } from '@adcontrol/domain/simulator/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/** One scenario's forecast; the same scenario asked twice is answered from the cache. */
export function forecastQueryOptions(request: ForecastRequest | null) {
  return queryOptions({
    queryKey: [forecastCampaign.operationId, request] as const,
    queryFn: () => callEndpoint(forecastCampaign, { body: request as ForecastRequest }),
    enabled: request !== null,
    // The history behind a forecast changes once a day.
    staleTime: 10 * 60_000,
  });
}

export function useForecast(request: ForecastRequest | null, { keepPrevious = false } = {}) {
  return useQuery({
    ...forecastQueryOptions(request),
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
