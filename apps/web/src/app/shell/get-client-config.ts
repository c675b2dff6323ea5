import { getClientConfig } from '@adcontrol/domain/system/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client';

export const clientConfigQueryOptions = queryOptions({
  queryKey: [getClientConfig.operationId],
  queryFn: () => callEndpoint(getClientConfig, {}),
  // The deployment does not change while the page is open.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useClientConfig() {
  return useQuery(clientConfigQueryOptions).data;
}
