import { AVATAR_UPLOAD, uploadAvatar } from '@adcontrol/domain/accounts/contracts';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';
import { updateSessionAccount } from '../../../lib/session-store';

export function uploadMyAvatar(file: File) {
  const body = new FormData();
  body.append(AVATAR_UPLOAD.field, file);
  return callEndpoint(uploadAvatar, { body });
}

/** The answer is the account with its new picture: the session takes it, so the top bar shows it at once. */
export function useUploadAvatar() {
  return useMutation({
    mutationKey: [uploadAvatar.operationId],
    mutationFn: uploadMyAvatar,
    onSuccess: updateSessionAccount,
  });
}
