import ExcelJS from 'exceljs';
import type { CampaignReport } from './report';
import { type Cell, reportTables } from './report-tables';
import type { ReportTexts } from './report-texts';

const bold = { bold: true } as const;

/** The report as a workbook: a summary sheet, then one sheet per table. */
export async function reportWorkbook(report: CampaignReport, text: ReportTexts): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'adcontrol';
  workbook.created = report.generatedAt;

  const summary = workbook.addWorksheet(text.summary);
  summary.columns = [{ width: 22 }, { width: 40 }];
  summary.addRows([
    [text.campaign, report.name],
    [text.campaignId, report.campaignId],
    [text.from, report.start ?? '-'],
    [text.to, report.end ?? '-'],
    [text.impressions, report.totals.impressions],
    [text.clicks, report.totals.clicks],
    [text.ctr, report.totals.ctr],
    [text.generatedAt, report.generatedAt.toISOString()],
  ]);
  summary.getColumn(1).font = bold;

  for (const { title, header, rows } of reportTables(report, text)) table(workbook, title, header, rows);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function table(workbook: ExcelJS.Workbook, name: string, header: string[], rows: Cell[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title) => ({ header: title, width: Math.max(12, title.length + 4) }));
  sheet.getRow(1).font = bold;
  sheet.addRows(rows);
}
