import type { SignInRequest, signIn } from '@adcontrol/domain/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

/**
 * The contract (and zod with it) loads on the first sign-in, not with the login page (decision 013). Failing to
 * download it is failing to reach the server: the user reads the same offline message as for the call itself.
 */
async function signInContract() {
  try {
    return (await import('@adcontrol/domain/auth/contracts')).signIn;
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
}

export async function signInWithPassword(credentials: SignInRequest) {
  return callEndpoint(await signInContract(), { body: credentials });
}

export function useSignIn() {
  return useMutation({
    mutationKey: ['auth.signIn' satisfies typeof signIn.operationId],
    mutationFn: signInWithPassword,
    onSuccess: startSession,
  });
}
