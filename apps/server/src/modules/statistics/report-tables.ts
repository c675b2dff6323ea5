import { ctr, percentage } from '@adcontrol/domain/rules/rounding';
import type {
  AgeGenderCtr,
  AppRow,
  GenderSplit,
  QuartileRow,
  RegionRow,
  ReportRow,
} from '@adcontrol/domain/statistics/statistics';
import type { BarChart } from '../../reports/pdf/charts';
import type { Cell, Column, ReportTable } from '../../reports/table';
import type { ReportTexts } from './report-texts';

const text = (title: string, wide = false): Column => ({ title, kind: 'text', ...(wide ? { wide } : {}) });
const id = (title: string): Column => ({ title, kind: 'id' });
const count = (title: string): Column => ({ title, kind: 'count' });
const rate = (title: string): Column => ({ title, kind: 'ctr' });
const share = (title: string): Column => ({ title, kind: 'percent' });

/** Impressions, clicks and CTR: the figures every table ends with. */
const delivery = (words: ReportTexts) => [count(words.impressions), count(words.clicks), rate(words.ctr)];
const figures = (row: { impressions: number; clicks: number; ctr: number }): Cell[] => [
  row.impressions,
  row.clicks,
  row.ctr,
];
const sumOf = (rows: readonly { impressions: number; clicks: number }[]) => {
  const impressions = rows.reduce((sum, row) => sum + row.impressions, 0);
  const clicks = rows.reduce((sum, row) => sum + row.clicks, 0);
  return { impressions, clicks, ctr: ctr(clicks, impressions) };
};

/** Every day of the range with the range's totals under it, as the campaign page's figures add them up. */
export function daysTable(days: readonly ReportRow[], words: ReportTexts): ReportTable {
  const columns: Column[] = [{ title: words.date, kind: 'day' }, ...delivery(words)];
  // Days of zeros only say what the page's daily card says: nothing was delivered on these days.
  if (days.every((day) => day.impressions === 0 && day.clicks === 0)) {
    return { title: words.byDay, columns, rows: [], emptyText: words.noData };
  }
  return {
    title: words.byDay,
    columns,
    rows: days.map((day) => [day.date, ...figures(day)]),
    totals: [words.total, ...figures(sumOf(days))],
    emptyText: words.noData,
  };
}

/** A first column naming each row's campaign, when one table holds several campaigns. */
export interface Named<T> {
  campaign?: string;
  row: T;
}
const campaignColumn = <T>(rows: Named<T>[], words: ReportTexts) =>
  rows.some((row) => row.campaign !== undefined) ? [text(words.campaign, true)] : [];
const campaignCell = <T>(named: Named<T>): Cell[] => (named.campaign !== undefined ? [named.campaign] : []);

export function regionsTable(rows: Named<RegionRow>[], words: ReportTexts): ReportTable {
  return {
    title: words.regions,
    columns: [
      ...campaignColumn(rows, words),
      text(words.country),
      text(words.region, true),
      ...delivery(words),
    ],
    rows: rows.map((named) => [
      ...campaignCell(named),
      named.row.country,
      named.row.region,
      ...figures(named.row),
    ]),
    emptyText: words.noData,
  };
}

export function appsTable(rows: Named<AppRow>[], words: ReportTexts): ReportTable {
  return {
    title: words.apps,
    columns: [...campaignColumn(rows, words), text(words.app, true), text(words.appId), ...delivery(words)],
    rows: rows.map((named) => [
      ...campaignCell(named),
      named.row.name || named.row.app,
      named.row.app,
      ...figures(named.row),
    ]),
    emptyText: words.noData,
  };
}

/** Each creative's video stages, with the sums the page's quartiles card shows. */
export function quartilesTable(rows: Named<QuartileRow>[], words: ReportTexts): ReportTable {
  const stages = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;
  const campaigns = campaignColumn(rows, words);
  const sums = stages.map((stage) => rows.reduce((sum, named) => sum + named.row[stage], 0));
  const [starts = 0, , , , completes = 0] = sums;
  return {
    title: words.quartiles,
    columns: [
      ...campaigns,
      id(words.creative),
      ...stages.map((stage) => count(words[stage])),
      share(words.completion),
    ],
    rows: rows.map((named) => [
      ...campaignCell(named),
      named.row.bannerId,
      ...stages.map((stage) => named.row[stage]),
      named.row.completionRate,
    ]),
    totals: [words.total, ...(campaigns.length > 0 ? [null] : []), ...sums, percentage(completes, starts)],
    emptyText: words.noData,
  };
}

/** The page's gender card: men and women with their share of the known traffic, bars by impressions. */
export function genderChart(gender: GenderSplit | null, words: ReportTexts): BarChart {
  const known = gender ? gender.impressionsMale + gender.impressionsFemale : 0;
  const parts = gender
    ? [
        [words.male, gender.impressionsMale, gender.clicksMale, gender.ctrMale] as const,
        [words.female, gender.impressionsFemale, gender.clicksFemale, gender.ctrFemale] as const,
      ]
    : [];
  const clicks = gender ? gender.clicksMale + gender.clicksFemale : 0;
  const most = Math.max(1, ...parts.map(([, impressions]) => impressions));
  return {
    title: words.gender,
    subtitle: words.genderSubtitle,
    label: words.genderColumn,
    columns: [
      count(words.impressions),
      share(words.impressionsShare),
      count(words.clicks),
      share(words.clicksShare),
      rate(words.ctr),
    ],
    rows:
      known > 0
        ? parts.map(([label, impressions, partClicks, partCtr]) => ({
            label,
            bar: impressions / most,
            cells: [
              impressions,
              percentage(impressions, known),
              partClicks,
              percentage(partClicks, clicks),
              partCtr,
            ],
          }))
        : [],
    tone: 'brand',
  };
}

/** The page's age card: each band with delivery, bars comparing the CTR. */
export function ageChart(ages: AgeGenderCtr, words: ReportTexts): BarChart {
  const shown = ages.filter((row) => row.impressions > 0);
  const best = Math.max(Number.MIN_VALUE, ...shown.map((row) => row.ctr));
  return {
    title: words.age,
    subtitle: words.ageSubtitle,
    label: words.ageColumn,
    columns: delivery(words),
    rows: shown.map((row) => ({ label: row.ageRange, bar: row.ctr / best, cells: figures(row) })),
    tone: 'accent',
  };
}

/** A bar chart's figures as a table, for the workbook. */
export function chartTable(chart: BarChart, words: ReportTexts): ReportTable {
  return {
    title: chart.title,
    columns: [text(chart.label), ...chart.columns],
    rows: chart.rows.map((row) => [row.label, ...row.cells]),
    emptyText: words.noData,
  };
}
