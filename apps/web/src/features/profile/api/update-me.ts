import { type UpdateMeRequest, updateMe } from '@adcontrol/domain/accounts/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { updateSessionAccount } from '../../../lib/session-store';

export function updateMyAccount(body: UpdateMeRequest) {
  return callEndpoint(updateMe, { body });
}

/** The answer is the saved account: the session takes it, so the top bar shows the new name at once. */
export function useUpdateMe() {
  return useMutation({
    mutationKey: [updateMe.operationId],
    mutationFn: updateMyAccount,
    onSuccess: updateSessionAccount,
  });
}
