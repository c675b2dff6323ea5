import type { CampaignReport } from './report';
import type { ReportTexts } from './report-texts';

export type Cell = string | number;

/** One table of a downloaded report: a sheet of the workbook, a section of the PDF. */
export interface ReportTable {
  title: string;
  header: string[];
  rows: Cell[][];
}

/** The report's tables in the order both files show them; a section the advertiser may not see is absent. */
export function reportTables(report: CampaignReport, text: ReportTexts): ReportTable[] {
  const tables: ReportTable[] = [
    {
      title: text.days,
      header: [text.date, text.impressions, text.clicks, text.ctr],
      rows: report.days.map((row) => [row.date, row.impressions, row.clicks, row.ctr]),
    },
  ];
  if (report.regions) {
    tables.push({
      title: text.regions,
      header: [text.country, text.region, text.impressions, text.clicks, text.ctr],
      rows: report.regions.map((row) => [row.country, row.region, row.impressions, row.clicks, row.ctr]),
    });
  }
  if (report.apps) {
    tables.push({
      title: text.apps,
      header: [text.app, text.name, text.impressions, text.clicks, text.ctr],
      rows: report.apps.map((row) => [row.app, row.name, row.impressions, row.clicks, row.ctr]),
    });
  }
  if (report.quartiles) {
    tables.push({
      title: text.quartiles,
      header: [
        text.creative,
        text.start,
        text.firstQuartile,
        text.midpoint,
        text.thirdQuartile,
        text.complete,
        text.completion,
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
