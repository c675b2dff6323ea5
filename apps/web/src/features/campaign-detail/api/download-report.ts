import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import { buildPath, encodeQuery } from '@adcontrol/domain/contract/build-path';
import type { Language } from '@adcontrol/domain/shared/enums';
import { downloadReport, type ReportFormat } from '@adcontrol/domain/statistics/contracts';
import { useMutation } from '@tanstack/react-query';
import { API_PREFIX, ApiError, callEndpoint, fetchFile } from '../../../lib/api-client';
import type { DayRange } from '../../../lib/day-range';
import { filenameOf, saveFile } from '../../../lib/downloads';

interface ReportRequest {
  id: number;
  format: ReportFormat;
  range: DayRange;
  /** The interface's language and direction, which the file's words, figures and layout follow. */
  lang: Language;
  dir: 'ltr' | 'rtl';
}

function request({ id, format, range, lang, dir }: ReportRequest): Promise<Response> {
  return fetchFile(
    `${API_PREFIX}${buildPath(downloadReport.path, { id })}${encodeQuery({ format, ...range, lang, dir })}`,
  );
}

/**
 * The report as a file (XLSX or PDF) for the chosen days. `callEndpoint` reads JSON answers, hence this
 * reader of its own, with the same bearer token. Any failure is the one SPEC 8 message, said by the caller.
 */
export async function fetchReport(report: ReportRequest): Promise<{ blob: Blob; filename: string }> {
  let response = await request(report);
  if (response.status === 401) {
    // An access token that expired while the page sat open: a call through the client renews it.
    await callEndpoint(getCampaignDetails, { params: { id: report.id } });
    response = await request(report);
  }
  if (!response.ok) throw new ApiError(response.status, 'UNKNOWN', 'Error trying to generate the report.');
  const filename =
    filenameOf(response.headers.get('content-disposition')) ??
    `campaign-${report.id}-${report.range.start}-${report.range.end}.${report.format}`;
  return { blob: await response.blob(), filename };
}

export function useReportDownload() {
  return useMutation({
    mutationKey: [downloadReport.operationId],
    mutationFn: async (report: ReportRequest) => saveFile(await fetchReport(report)),
  });
}
