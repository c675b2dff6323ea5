import { type SignUpRequest, signUp } from '@adcontrol/domain/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function signUpAccount(body: SignUpRequest) {
  return callEndpoint(signUp, { body });
}

export function useSignUp() {
  return useMutation({ mutationKey: [signUp.operationId], mutationFn: signUpAccount });
}
