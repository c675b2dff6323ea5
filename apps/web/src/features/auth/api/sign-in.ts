import { type SignInRequest, signIn } from '@adcontrol/domain/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { startSession } from '../../../lib/session-store';

export function signInWithPassword(credentials: SignInRequest) {
  return callEndpoint(signIn, { body: credentials });
}

export function useSignIn() {
  return useMutation({
    mutationKey: [signIn.operationId],
    mutationFn: signInWithPassword,
    onSuccess: startSession,
  });
}
