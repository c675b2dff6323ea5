import { type UpdateAccountRequest, updateAccount } from '@adcontrol/domain/accounts/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { updateSessionAccount } from '../../../lib/session-store';
import { accountKey } from './get-account';
import { accountListsKey } from './get-accounts';
import { advertisersQueryOptions } from './get-advertisers';

export function changeAccount({ id, body }: { id: number; body: UpdateAccountRequest }) {
  return callEndpoint(updateAccount, { params: { id }, body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateAccount.operationId],
    mutationFn: changeAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKey(saved.id), saved);
      updateSessionAccount(saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountListsKey }),
        queryClient.invalidateQueries({ queryKey: advertisersQueryOptions().queryKey }),
      ]);
    },
  });
}
