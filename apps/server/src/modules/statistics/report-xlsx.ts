import ExcelJS from 'exceljs';
import type { CampaignReport } from './report';

const bold = { bold: true } as const;

/** The report as a workbook: a summary sheet, then one sheet per table. */
export async function reportWorkbook(report: CampaignReport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'adcontrol';
  workbook.created = report.generatedAt;

  const summary = workbook.addWorksheet('Summary');
  summary.columns = [{ width: 22 }, { width: 40 }];
  summary.addRows([
    ['Campaign', report.name],
    ['Campaign id', report.campaignId],
    ['From', report.start ?? '-'],
    ['To', report.end ?? '-'],
    ['Impressions', report.totals.impressions],
    ['Clicks', report.totals.clicks],
    ['CTR (%)', report.totals.ctr],
    ['Generated at', report.generatedAt.toISOString()],
  ]);
  summary.getColumn(1).font = bold;

  table(
    workbook,
    'Days',
    ['Date', 'Impressions', 'Clicks', 'CTR (%)'],
    report.days.map((row) => [row.date, row.impressions, row.clicks, row.ctr]),
  );
  if (report.regions) {
    table(
      workbook,
      'Regions',
      ['Country', 'Region', 'Impressions', 'Clicks', 'CTR (%)'],
      report.regions.map((row) => [row.country, row.region, row.impressions, row.clicks, row.ctr]),
    );
  }
  if (report.apps) {
    table(
      workbook,
      'Apps',
      ['App', 'Name', 'Impressions', 'Clicks', 'CTR (%)'],
      report.apps.map((row) => [row.app, row.name, row.impressions, row.clicks, row.ctr]),
    );
  }
  if (report.quartiles) {
    table(
      workbook,
      'Video quartiles',
      ['Creative', 'Start', 'First quartile', 'Midpoint', 'Third quartile', 'Complete', 'Completion (%)'],
      report.quartiles.map((row) => [
        row.bannerId,
        row.start,
        row.firstQuartile,
        row.midpoint,
        row.thirdQuartile,
        row.complete,
        row.completionRate,
      ]),
    );
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function table(workbook: ExcelJS.Workbook, name: string, header: string[], rows: (string | number)[][]) {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title) => ({ header: title, width: Math.max(12, title.length + 4) }));
  sheet.getRow(1).font = bold;
  sheet.addRows(rows);
}
