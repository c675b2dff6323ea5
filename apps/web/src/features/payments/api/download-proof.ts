import { buildPath } from '@adcontrol/domain/contract/build-path';
import { downloadPaymentProof, listPaymentMethods } from '@adcontrol/domain/payments/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_PREFIX, ApiError, callEndpoint, fetchFile } from '../../../lib/api-client';
import { filenameOf, saveFile } from '../../../lib/downloads';

function request(id: number): Promise<Response> {
  return fetchFile(`${API_PREFIX}${buildPath(downloadPaymentProof.path, { id })}`);
}

/**
 * The proof is private to the payment's scope, so it is fetched with the session's token (a plain link sends
 * none) and handed to the browser's downloads.
 */
export async function fetchProof(
  id: number,
  fallbackName: string,
): Promise<{ blob: Blob; filename: string }> {
  let response = await request(id);
  if (response.status === 401) {
    // An access token that expired while the page sat open: a call through the client renews it.
    await callEndpoint(listPaymentMethods, {});
    response = await request(id);
  }
  if (!response.ok)
    throw new ApiError(response.status, 'UNKNOWN', 'Unexpected error, please try again later');
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition')) ?? fallbackName,
  };
}

export function useProofDownload() {
  return useMutation({
    mutationKey: [downloadPaymentProof.operationId],
    mutationFn: async ({ id, name }: { id: number; name: string }) => saveFile(await fetchProof(id, name)),
  });
}
