import type { AccountListResponse } from '@adcontrol/domain/accounts/contracts';
import { deleteAccount } from '@adcontrol/domain/accounts/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../entities/accounts/api/account-keys';
import { callEndpoint } from '../../../lib/api-client';

export function removeAccount(id: number) {
  return callEndpoint(deleteAccount, { params: { id } });
}

/**
 * SPEC 4: a deleted account leaves the list and the total drops by one, at once and without a reload.
 * Other pages of the list are marked stale, to be fetched again when shown.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [deleteAccount.operationId],
    mutationFn: removeAccount,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<AccountListResponse>({ queryKey: accountKeys.lists }, (list) =>
        list?.items?.some((item) => item.id === id)
          ? { items: list.items.filter((item) => item.id !== id), total: Math.max(0, list.total - 1) }
          : list,
      );
      queryClient.removeQueries({ queryKey: accountKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.lists, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: accountKeys.advertisers }),
      ]);
    },
  });
}
