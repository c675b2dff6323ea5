import { getAccount } from '@adcontrol/domain/accounts/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountKeys } from './account-keys';

export function accountQueryOptions(id: number) {
  return queryOptions({
    queryKey: accountKeys.detail(id),
    queryFn: () => callEndpoint(getAccount, { params: { id } }),
  });
}

/** One account, or nothing while no id is known (a filter that names nobody yet). */
export function useAccount(id: number | undefined) {
  return useQuery({ ...accountQueryOptions(id ?? 0), enabled: id !== undefined });
}
