import { type CreateAccountRequest, createAccount } from '@adcontrol/domain/accounts/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../entities/accounts/api/account-keys';
import { callEndpoint } from '../../../lib/api-client';

export function createNewAccount(body: CreateAccountRequest) {
  return callEndpoint(createAccount, { body });
}

export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [createAccount.operationId],
    mutationFn: createNewAccount,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.lists }),
        queryClient.invalidateQueries({ queryKey: accountKeys.advertisers }),
      ]),
  });
}
