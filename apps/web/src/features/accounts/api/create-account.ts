import { type CreateAccountRequest, createAccount } from '@adcontrol/domain/accounts/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { accountListsKey } from './get-accounts';
import { advertisersQueryOptions } from './get-advertisers';

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
        queryClient.invalidateQueries({ queryKey: accountListsKey }),
        queryClient.invalidateQueries({ queryKey: advertisersQueryOptions().queryKey }),
      ]),
  });
}
