import { CAMPAIGN_UPLOADS, type UploadedFile, uploadFile } from '@adcontrol/domain/campaigns/draft-contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client';

/**
 * SPEC 7's `POST /campaigns/file`: a support creative's image is stored (checked by content, re-encoded) before
 * it is generated, since the server never fetches an outside address (decision 031).
 */
export function useUploadSupportImage() {
  return useMutation({
    mutationKey: [uploadFile.operationId, 'support'],
    mutationFn: (file: File): Promise<UploadedFile> => {
      const body = new FormData();
      body.append(CAMPAIGN_UPLOADS.image.field, file);
      // The contract declares no text fields, so its request type has no body; the file still travels as one.
      return callEndpoint(uploadFile, { body } as unknown as RequestOf<typeof uploadFile>);
    },
  });
}
