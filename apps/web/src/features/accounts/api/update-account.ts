import { type UpdateAccountRequest, updateAccount } from '@adcontrol/domain/accounts/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../entities/accounts/api/account-keys';
import { callEndpoint } from '../../../lib/api-client';
import { updateSessionAccount } from '../../../lib/session-store';

export function changeAccount({ id, body }: { id: number; body: UpdateAccountRequest }) {
  return callEndpoint(updateAccount, { params: { id }, body });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [updateAccount.operationId],
    mutationFn: changeAccount,
    onSuccess: (saved) => {
      queryClient.setQueryData(accountKeys.detail(saved.id), saved);
      updateSessionAccount(saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.lists }),
        queryClient.invalidateQueries({ queryKey: accountKeys.advertisers }),
      ]);
    },
  });
}
