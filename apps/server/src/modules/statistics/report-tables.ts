import type { CampaignReport } from './report';

export type Cell = string | number;

/** One table of a downloaded report: a sheet of the workbook, a section of the PDF. */
export interface ReportTable {
  title: string;
  header: string[];
  rows: Cell[][];
}

/** The report's tables in the order both files show them; a section the advertiser may not see is absent. */
export function reportTables(report: CampaignReport): ReportTable[] {
  const tables: ReportTable[] = [
    {
      title: 'Days',
      header: ['Date', 'Impressions', 'Clicks', 'CTR (%)'],
      rows: report.days.map((row) => [row.date, row.impressions, row.clicks, row.ctr]),
    },
  ];
  if (report.regions) {
    tables.push({
      title: 'Regions',
      header: ['Country', 'Region', 'Impressions', 'Clicks', 'CTR (%)'],
      rows: report.regions.map((row) => [row.country, row.region, row.impressions, row.clicks, row.ctr]),
    });
  }
  if (report.apps) {
    tables.push({
      title: 'Apps',
      header: ['App', 'Name', 'Impressions', 'Clicks', 'CTR (%)'],
      rows: report.apps.map((row) => [row.app, row.name, row.impressions, row.clicks, row.ctr]),
    });
  }
  if (report.quartiles) {
    tables.push({
      title: 'Video quartiles',
      header: [
        'Creative',
        'Start',
        'First quartile',
        'Midpoint',
        'Third quartile',
        'Complete',
        'Completion (%)',
      ],
      rows: report.quartiles.map((row) => [
        row.bannerId,
        row.start,
        row.firstQuartile,
        row.midpoint,
        row.thirdQuartile,
        row.complete,
        row.completionRate,
      ]),
    });
  }
  return tables;
}
