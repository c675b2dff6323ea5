import { getAccount } from '@adcontrol/domain/accounts/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export const accountKey = (id: number) => [getAccount.operationId, id] as const;

export function accountQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKey(id),
    queryFn: () => callEndpoint(getAccount, { params: { id } }),
  });
}

export function useAccount(id: number) {
  return useQuery(accountQueryOptions(id));
}
