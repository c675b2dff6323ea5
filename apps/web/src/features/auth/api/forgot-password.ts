import { forgotPassword } from '@adcontrol/domain/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return callEndpoint(forgotPassword, { body: { email } });
}

export function useForgotPassword() {
  return useMutation({ mutationKey: [forgotPassword.operationId], mutationFn: requestPasswordReset });
}
