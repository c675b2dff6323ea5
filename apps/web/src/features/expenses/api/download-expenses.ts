import { buildPath, encodeQuery } from '@adcontrol/domain/contract/build-path';
import {
  downloadExpenses,
  type ExpenseReportQuery,
  expenseReport,
} from '@adcontrol/domain/expenses/contracts';
import type { Language } from '@adcontrol/domain/shared/enums';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_PREFIX, ApiError, callEndpoint, fetchFile } from '../../../lib/api-client';
import { filenameOf, saveFile } from '../../../lib/downloads';

type DownloadRequest = ExpenseReportQuery & { lang: Language };
/** Bytes received and, when the server says, the whole size. */
export interface DownloadProgress {
  received: number;
  total: number | null;
}

function request(query: DownloadRequest): Promise<Response> {
  return fetchFile(`${API_PREFIX}${buildPath(downloadExpenses.path, {})}${encodeQuery(query)}`);
}

/** Reads the body piece by piece, telling how much has arrived, so a large workbook shows its progress. */
async function readWithProgress(response: Response, onProgress: (progress: DownloadProgress) => void) {
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  return new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined });
}

export async function fetchExpenses(
  query: DownloadRequest,
  onProgress: (progress: DownloadProgress) => void,
): Promise<{ blob: Blob; filename: string }> {
  let response = await request(query);
  if (response.status === 401) {
    // An access token that expired while the page sat open: a call through the client renews it.
    const { lang: _, ...asked } = query;
    await callEndpoint(expenseReport, { query: asked });
    response = await request(query);
  }
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', 'Error trying to generate the report.');
  const filename =
    filenameOf(response.headers.get('content-disposition')) ??
    `expenses-${query.groupBy}-${query.from}-${query.to}.xlsx`;
  return { blob: await readWithProgress(response, onProgress), filename };
}

/** The workbook of what the screen shows, in the interface's language, with the bytes received so far. */
export function useExpensesDownload() {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Language;
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const mutation = useMutation({
    mutationKey: [downloadExpenses.operationId],
    mutationFn: async (query: ExpenseReportQuery) => {
      setProgress({ received: 0, total: null });
      try {
        saveFile(await fetchExpenses({ ...query, lang }, setProgress));
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
