import { buildPath, encodeQuery } from '@adcontrol/domain/contract/build-path';
import {
  downloadPresentation,
  listPresentations,
  type PresentationFormat,
} from '@adcontrol/domain/presentations/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_PREFIX, ApiError, callEndpoint, fetchFile } from '../../../lib/api-client';
import { filenameOf, saveFile } from '../../../lib/downloads';

interface DeckFile {
  id: number;
  format: PresentationFormat;
}

function request({ id, format }: DeckFile): Promise<Response> {
  return fetchFile(`${API_PREFIX}${buildPath(downloadPresentation.path, { id })}${encodeQuery({ format })}`);
}

/** A deck's file; `callEndpoint` reads JSON answers, hence this reader with the same bearer token. */
export async function fetchDeck(file: DeckFile): Promise<{ blob: Blob; filename: string }> {
  let response = await request(file);
  if (response.status === 401) {
    // An access token that expired while the page sat open: a call through the client renews it.
    await callEndpoint(listPresentations, {});
    response = await request(file);
  }
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', 'Error trying to generate the report.');
  const filename =
    filenameOf(response.headers.get('content-disposition')) ?? `presentation-${file.id}.${file.format}`;
  return { blob: await response.blob(), filename };
}

export function useDeckDownload() {
  return useMutation({
    mutationKey: [downloadPresentation.operationId],
    mutationFn: async (file: DeckFile) => saveFile(await fetchDeck(file)),
  });
}
