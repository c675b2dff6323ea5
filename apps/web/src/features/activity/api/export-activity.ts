import {
  type ActivityFilter,
  exportActivity,
  listActivityFacets,
} from '@adcontrol/domain/activity/contracts';
import { encodeQuery } from '@adcontrol/domain/contract/build-path';
import { useMutation } from '@tanstack/react-query';
import { API_PREFIX, ApiError, callEndpoint } from '../../../lib/api-client';
import { filenameOf, saveFile } from '../../../lib/downloads';
import { sessionStore } from '../../../lib/session-store';

async function request(filter: ActivityFilter): Promise<Response> {
  const headers = new Headers();
  const token = sessionStore.get().authToken;
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await fetch(`${API_PREFIX}${exportActivity.path}${encodeQuery(filter)}`, { headers });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
}

/**
 * The filtered log as a CSV file. `callEndpoint` reads JSON answers, hence this reader of its own with the same
 * bearer token; an access token that expired while the page sat open is renewed by a call through the client.
 */
export async function fetchActivityCsv(filter: ActivityFilter): Promise<{ blob: Blob; filename: string }> {
  let response = await request(filter);
  if (response.status === 401) {
    await callEndpoint(listActivityFacets, {});
    response = await request(filter);
  }
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', 'The export failed');
  const filename = filenameOf(response.headers.get('content-disposition')) ?? 'activity.csv';
  return { blob: await response.blob(), filename };
}

export function useActivityExport() {
  return useMutation({
    mutationKey: [exportActivity.operationId],
    mutationFn: async (filter: ActivityFilter) => saveFile(await fetchActivityCsv(filter)),
  });
}
