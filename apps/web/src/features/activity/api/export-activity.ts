import {
  type ActivityExportQuery,
  type ActivityFilter,
  exportActivity,
  listActivityFacets,
} from '@adcontrol/domain/activity/contracts';
import { encodeQuery } from '@adcontrol/domain/contract/build-path';
import type { Language } from '@adcontrol/domain/shared/enums';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { API_PREFIX, ApiError, callEndpoint, fetchFile } from '../../../lib/api-client';
import { filenameOf, saveFile } from '../../../lib/downloads';

function request(filter: ActivityExportQuery): Promise<Response> {
  return fetchFile(`${API_PREFIX}${exportActivity.path}${encodeQuery(filter)}`);
}

/**
 * The filtered log as a CSV file, its headings in `lang` and its separator the one a spreadsheet of that language
 * expects (decision 055). `callEndpoint` reads JSON answers, hence this reader of its own with the same bearer
 * token; an access token that expired while the page sat open is renewed by a call through the client.
 */
export async function fetchActivityCsv(
  filter: ActivityExportQuery,
): Promise<{ blob: Blob; filename: string }> {
  let response = await request(filter);
  if (response.status === 401) {
    await callEndpoint(listActivityFacets, {});
    response = await request(filter);
  }
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', 'The export failed');
  const filename = filenameOf(response.headers.get('content-disposition')) ?? 'activity.csv';
  return { blob: await response.blob(), filename };
}

/** Downloads the filtered log in the interface's language. */
export function useActivityExport() {
  const { i18n } = useTranslation();
  const lang = (i18n.resolvedLanguage ?? i18n.language) as Language;
  return useMutation({
    mutationKey: [exportActivity.operationId],
    mutationFn: async (filter: ActivityFilter) => saveFile(await fetchActivityCsv({ ...filter, lang })),
  });
}
