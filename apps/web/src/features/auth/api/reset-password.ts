import { resetPassword, type resetPasswordRequest } from '@adcontrol/domain/auth/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client';

export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

export function setNewPassword(body: ResetPasswordRequest) {
  return callEndpoint(resetPassword, { body });
}

export function useResetPassword() {
  return useMutation({ mutationKey: [resetPassword.operationId], mutationFn: setNewPassword });
}
