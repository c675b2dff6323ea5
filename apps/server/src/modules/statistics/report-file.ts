import type { ReportFormat } from '@adcontrol/domain/statistics/contracts';
import type { Reader } from '../../reports/table';
import type { ReportDocument } from './report-document';
import { reportPdf } from './report-pdf';
import type { ReportTexts } from './report-texts';
import { reportWorkbook } from './report-xlsx';

/** The report as the chosen file, a workbook or a PDF, named in the reader's language. */
export async function reportFile(
  report: ReportDocument,
  format: ReportFormat,
  words: ReportTexts,
  reader: Reader,
): Promise<{ filename: string; content: Buffer }> {
  const content =
    format === 'xlsx' ? await reportWorkbook(report, words, reader) : await reportPdf(report, reader);
  return { filename: `${report.fileStem}.${format}`, content };
}
