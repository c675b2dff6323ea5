import { getClientConfig } from '@adcontrol/domain/system/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * The deployment's raster tile template for the audience map, or null for the shipped offline base map.
 * Same key and call as the shell's reading of the client config, so the page asks for it once.
 */
export function useMapTileUrl(): { isLoading: boolean; tileUrl: string | null } {
  const { data, isPending, isError } = useQuery({
    queryKey: [getClientConfig.operationId],
    queryFn: () => callEndpoint(getClientConfig, {}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { isLoading: isPending && !isError, tileUrl: data?.mapTileUrl ?? null };
}
