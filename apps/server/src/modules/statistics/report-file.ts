import type { ReportFormat } from '@adcontrol/domain/statistics/contracts';
import type { ReportDocument } from './report-document';
import { reportPdf } from './report-pdf';
import type { ReportTexts } from './report-texts';
import { reportWorkbook } from './report-xlsx';

/** The report as the chosen file: a workbook or a PDF. */
export function reportFile(report: ReportDocument, format: ReportFormat, text: ReportTexts): Promise<Buffer> {
  return format === 'xlsx' ? reportWorkbook(report, text.summary) : reportPdf(report, text);
}
