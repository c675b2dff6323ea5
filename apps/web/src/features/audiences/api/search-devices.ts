import { searchDevices, searchDevicesPublic } from '@adcontrol/domain/audiences/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import type { LookupMode } from '../components/geography/geography-section';

/** Device models matching what the user typed (already debounced by the caller). */
export function devicesQueryOptions(mode: LookupMode, search: string) {
  const endpoint = mode === 'public' ? searchDevicesPublic : searchDevices;
  return queryOptions({
    queryKey: [endpoint.operationId, search] as const,
    queryFn: () => callEndpoint(endpoint, { query: { search } }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useDeviceSearch(mode: LookupMode, search: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...devicesQueryOptions(mode, search), enabled });
}
