import type { Reader } from '../../reports/table';
import { addSummarySheet, addTableSheet, newWorkbook, workbookBuffer } from '../../reports/xlsx';
import type { ReportDocument } from './report-document';
import { chartTable } from './report-tables';
import type { ReportTexts } from './report-texts';

/** The report as a workbook: the summary, then a typed, filtered sheet per table and per chart's figures. */
export function reportWorkbook(report: ReportDocument, words: ReportTexts, reader: Reader): Promise<Buffer> {
  const workbook = newWorkbook(report.heading.generatedAt);
  workbook.title = `${report.heading.title} – ${report.heading.subject ?? ''}`;
  addSummarySheet(workbook, words.summary, report.summary, reader);
  if (report.lead) addTableSheet(workbook, report.lead, reader);
  const [days, ...others] = report.tables;
  if (days) addTableSheet(workbook, days, reader);
  for (const chart of report.bars) addTableSheet(workbook, chartTable(chart, words), reader);
  for (const table of others) addTableSheet(workbook, table, reader);
  return workbookBuffer(workbook);
}
