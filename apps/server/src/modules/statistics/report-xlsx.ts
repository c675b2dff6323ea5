import ExcelJS from 'exceljs';
import type { ReportDocument } from './report-document';
import type { Cell } from './report-tables';

const bold = { bold: true } as const;

/** The report as a workbook: a summary sheet, then one sheet per table. */
export async function reportWorkbook(report: ReportDocument, summaryTitle: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'adcontrol';
  workbook.created = report.generatedAt;

  const summary = workbook.addWorksheet(summaryTitle);
  summary.columns = [{ width: 22 }, { width: 40 }];
  summary.addRows(report.summary);
  summary.getColumn(1).font = bold;

  for (const { title, header, rows } of report.tables) table(workbook, title, header, rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function table(workbook: ExcelJS.Workbook, name: string, header: string[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title) => ({ header: title, width: Math.max(12, title.length + 4) }));
  sheet.getRow(1).font = bold;
  sheet.addRows(rows);
}
