import { signIntoAccount } from '@adcontrol/domain/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function signIntoAnotherAccount(id: number) {
  return callEndpoint(signIntoAccount, { params: { id } });
}

/** The call alone: switching sessions is `useSignInto`'s job, which must first leave the accounts page. */
export function useSignIntoAccount() {
  return useMutation({ mutationKey: [signIntoAccount.operationId], mutationFn: signIntoAnotherAccount });
}
