import type { AgeGenderCtr, GenderSplit, ReportRow } from '@adcontrol/domain/statistics/statistics';
import type { BarChart, DailyChart } from '../../reports/pdf/charts';
import type { Cell, Column, FileHeading, Reader, ReportTable } from '../../reports/table';
import { type CampaignReport, slug } from './report';
import {
  ageChart,
  appsTable,
  daysTable,
  genderChart,
  type Named,
  quartilesTable,
  regionsTable,
} from './report-tables';
import type { ReportTexts } from './report-texts';

/** A label and its value: a line of the workbook's summary sheet, a tile of the PDF. */
export interface SummaryLine {
  label: string;
  value: Cell;
  column: Column;
}

/** What the XLSX and PDF writers draw: one campaign's report, or an advertiser's campaigns together. */
export interface ReportDocument {
  heading: FileHeading;
  /** The workbook's first sheet. */
  summary: SummaryLine[];
  /** The PDF's tiles under its heading. */
  figures: SummaryLine[];
  /** A table that comes before the charts: an overview's list of campaigns. */
  lead: ReportTable | null;
  /** Drawn in the PDF; their figures are sheets of the workbook. */
  daily: DailyChart;
  bars: BarChart[];
  tables: ReportTable[];
  /** The file's name without its extension, in the reader's language. */
  fileStem: string;
}

const line = (label: string, value: Cell, kind: Column['kind']): SummaryLine => ({
  label,
  value,
  column: { title: label, kind },
});

function deliveryFigures(totals: { impressions: number; clicks: number; ctr: number }, words: ReportTexts) {
  return [
    line(words.impressions, totals.impressions, 'count'),
    line(words.clicks, totals.clicks, 'count'),
    line(words.ctr, totals.ctr, 'ctr'),
  ];
}

interface Delivery {
  start: string | null;
  end: string | null;
  days: ReportRow[];
  gender: GenderSplit | null;
  ages: AgeGenderCtr;
}

function charts(delivery: Delivery, words: ReportTexts) {
  return {
    daily: { title: words.days, impressions: words.impressions, clicks: words.clicks, days: delivery.days },
    bars: [genderChart(delivery.gender, words), ageChart(delivery.ages, words)],
  };
}

const period = (start: string | null, end: string | null) => (start && end ? { start, end } : undefined);
const range = (start: string | null, end: string | null) => (start && end ? `-${start}-${end}` : '');

/** One campaign's report, as the campaign page downloads it. */
export function campaignDocument(report: CampaignReport, words: ReportTexts, reader: Reader): ReportDocument {
  const days = period(report.start, report.end);
  const tables = [daysTable(report.days, words)];
  const alone = <T>(rows: T[]): Named<T>[] => rows.map((row) => ({ row }));
  if (report.regions) tables.push(regionsTable(alone(report.regions), words));
  if (report.apps) tables.push(appsTable(alone(report.apps), words));
  if (report.quartiles) tables.push(quartilesTable(alone(report.quartiles), words));
  const figures = deliveryFigures(report.totals, words);
  return {
    heading: {
      title: words.campaignReport,
      subject: report.name,
      ...(report.advertiser ? { advertiser: report.advertiser } : {}),
      ...(days ? { period: days } : {}),
      generatedAt: report.generatedAt,
    },
    summary: [
      line(words.campaign, report.name, 'text'),
      line(words.campaignId, report.campaignId, 'id'),
      line(words.advertiser, report.advertiser, 'text'),
      line(words.from, report.start, 'day'),
      line(words.to, report.end, 'day'),
      ...figures,
      line(words.generatedAt(reader.timeZone), report.generatedAt, 'instant'),
    ],
    figures,
    lead: null,
    ...charts(report, words),
    tables,
    fileStem: `${words.campaignFile}-${report.campaignId}-${slug(report.name)}${range(report.start, report.end)}`,
  };
}

export interface SeveralCampaigns extends Delivery {
  /** The advertiser's id and name (company, else first name). */
  advertiserId: number;
  name: string;
  start: string;
  end: string;
  totals: { impressions: number; clicks: number; ctr: number };
  reports: CampaignReport[];
  generatedAt: Date;
}

/**
 * An advertiser's campaigns in one file: each campaign's totals, the days of all of them together (chart and
 * table, as the campaign page adds several up), then the regions, apps and quartiles of each, named.
 */
export function campaignsDocument(
  several: SeveralCampaigns,
  words: ReportTexts,
  reader: Reader,
): ReportDocument {
  const { name, start, end, totals, reports } = several;
  const campaigns: ReportTable = {
    title: words.campaigns,
    columns: [
      { title: words.campaignId, kind: 'id' },
      { title: words.campaign, kind: 'text', wide: true },
      { title: words.impressions, kind: 'count' },
      { title: words.clicks, kind: 'count' },
      { title: words.ctr, kind: 'ctr' },
    ],
    rows: reports.map((report) => [
      report.campaignId,
      report.name,
      report.totals.impressions,
      report.totals.clicks,
      report.totals.ctr,
    ]),
    totals: [words.total, null, totals.impressions, totals.clicks, totals.ctr],
    emptyText: words.noData,
  };
  const named = <T>(pick: (report: CampaignReport) => T[] | null): Named<T>[] | null => {
    const shown = reports.filter((report) => pick(report) !== null);
    if (reports.length > 0 && shown.length === 0) return null;
    return shown.flatMap((report) => (pick(report) ?? []).map((row) => ({ campaign: report.name, row })));
  };
  const tables = [daysTable(several.days, words)];
  const regions = named((report) => report.regions);
  const apps = named((report) => report.apps);
  const quartiles = named((report) => report.quartiles);
  if (regions) tables.push(regionsTable(regions, words));
  if (apps) tables.push(appsTable(apps, words));
  if (quartiles) tables.push(quartilesTable(quartiles, words));
  const figures = [line(words.campaigns, reports.length, 'count'), ...deliveryFigures(totals, words)];
  return {
    heading: {
      title: words.advertiserOverview,
      subject: name,
      period: { start, end },
      generatedAt: several.generatedAt,
    },
    summary: [
      line(words.advertiser, name, 'text'),
      line(words.from, start, 'day'),
      line(words.to, end, 'day'),
      ...figures,
      line(words.generatedAt(reader.timeZone), several.generatedAt, 'instant'),
    ],
    figures,
    lead: campaigns,
    ...charts(several, words),
    tables,
    fileStem: `${words.advertiserFile}-${several.advertiserId}-${slug(name)}-${start}-${end}`,
  };
}
