import { confirmAccount } from '@adcontrol/domain/auth/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * Confirming runs once when the page opens, so it is a query keyed by the token rather than a mutation fired
 * from an effect: React's development double-mount and a re-render cannot spend the one-time token twice.
 */
export function confirmAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: [confirmAccount.operationId, token],
    queryFn: () => callEndpoint(confirmAccount, { body: { token } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useConfirmAccount(token: string) {
  return useQuery(confirmAccountQueryOptions(token));
}
