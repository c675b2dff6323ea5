import type { CampaignReport } from './report';
import { type Cell, type ReportTable, reportTables } from './report-tables';
import type { ReportTexts } from './report-texts';

/** What the XLSX and PDF builders draw: one campaign's report, or several campaigns' in one file. */
export interface ReportDocument {
  /** The PDF's heading: the campaign's name or the advertiser's. */
  name: string;
  /** The PDF's line under the heading. */
  caption: string;
  totals: { impressions: number; clicks: number; ctr: number };
  /** The workbook's first sheet, label and value. */
  summary: [string, Cell][];
  tables: ReportTable[];
  generatedAt: Date;
}

/** One campaign's report, as the detail page downloads it. */
export function campaignDocument(report: CampaignReport, text: ReportTexts): ReportDocument {
  return {
    name: report.name,
    caption: text.range(report.campaignId, report.start ?? '-', report.end ?? '-'),
    totals: report.totals,
    summary: [
      [text.campaign, report.name],
      [text.campaignId, report.campaignId],
      [text.from, report.start ?? '-'],
      [text.to, report.end ?? '-'],
      [text.impressions, report.totals.impressions],
      [text.clicks, report.totals.clicks],
      [text.ctr, report.totals.ctr],
      [text.generatedAt, report.generatedAt.toISOString()],
    ],
    tables: reportTables(report, text),
    generatedAt: report.generatedAt,
  };
}

export interface SeveralCampaigns {
  /** Whose campaigns they are: the advertiser's company or name. */
  name: string;
  start: string;
  end: string;
  totals: { impressions: number; clicks: number; ctr: number };
  reports: CampaignReport[];
  generatedAt: Date;
}

/**
 * Several campaigns in one file: a table with each campaign's totals, then each table of the single report
 * with a first column naming the campaign of the row.
 */
export function campaignsDocument(several: SeveralCampaigns, text: ReportTexts): ReportDocument {
  const { name, start, end, totals, reports } = several;
  const campaigns: ReportTable = {
    title: text.campaigns,
    header: [text.campaignId, text.campaign, text.impressions, text.clicks, text.ctr],
    rows: reports.map((report) => [
      report.campaignId,
      report.name,
      report.totals.impressions,
      report.totals.clicks,
      report.totals.ctr,
    ]),
  };
  const merged = new Map<string, ReportTable>();
  for (const report of reports) {
    for (const table of reportTables(report, text)) {
      const into = merged.get(table.title) ?? {
        ...table,
        header: [text.campaign, ...table.header],
        rows: [],
      };
      into.rows.push(...table.rows.map((row) => [report.name, ...row]));
      merged.set(table.title, into);
    }
  }
  return {
    name,
    caption: text.severalRange(reports.length, start, end),
    totals,
    summary: [
      [text.advertiser, name],
      [text.from, start],
      [text.to, end],
      [text.campaigns, reports.length],
      [text.impressions, totals.impressions],
      [text.clicks, totals.clicks],
      [text.ctr, totals.ctr],
      [text.generatedAt, several.generatedAt.toISOString()],
    ],
    tables: [campaigns, ...merged.values()],
    generatedAt: several.generatedAt,
  };
}
