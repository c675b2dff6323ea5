import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import type { CurrencyAmount, ExpenseRow } from '@adcontrol/domain/expenses/expenses';
import { formatDay, formatInstantIn } from '@adcontrol/domain/format/format';
import { roundTo } from '@adcontrol/domain/rules/rounding';
import type { Currency } from '@adcontrol/domain/shared/enums';
import type { Column, Reader, ReportTable } from '../../reports/table';
import { addSummarySheet, addTableSheet, newWorkbook, workbookBuffer } from '../../reports/xlsx';
import type { ExpenseTexts } from './texts';

/**
 * The expense report as a workbook (docs/decisions/038, 055): a summary, the groups with the US dollar total and a
 * column per currency, the campaigns' consumption and every rate used. Every figure is a typed cell whose format
 * carries the currency's code and the decimals the screen writes it with, so the sheet sums and sorts and reads
 * as the screen does.
 */
export async function expenseWorkbook(
  report: ExpenseReportResponse,
  text: ExpenseTexts,
  reader: Reader,
  generatedAt: Date,
): Promise<Buffer> {
  const workbook = newWorkbook(generatedAt);
  const summary = addSummarySheet(
    workbook,
    text.summarySheet,
    summaryPairs(report, text, reader, generatedAt),
    reader,
  );
  summary.spliceRows(1, 0, [text.title], []);
  summary.getCell('A1').font = { name: 'Calibri', family: 2, bold: true, size: 14 };
  addTableSheet(workbook, groupTable(report, text, reader), reader);
  addTableSheet(workbook, campaignTable(report, text, reader), reader);
  const rates = addTableSheet(workbook, rateTable(report, text), reader);
  // A rate reads as on screen: up to 4 decimals, none shown when it has none (940, 18.5, 1,172.0936).
  report.rates.forEach((rate, index) => {
    const decimals = decimalsOf(rate.perUsd, 4);
    rates.getCell(index + 2, 3).numFmt = `#,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
  });
  return workbookBuffer(workbook);
}

/** The name a browser saves the file under, in the reader's words: `gastos-moneda-2026-03-01-2026-03-31.xlsx`. */
export function expenseFileName(
  report: Pick<ExpenseReportResponse, 'groupBy' | 'from' | 'to'>,
  text: ExpenseTexts,
) {
  return `${text.fileName.report}-${text.fileName.groups[report.groupBy]}-${report.from}-${report.to}.xlsx`;
}

function decimalsOf(value: number, most: number): number {
  const [, fraction = ''] = String(roundTo(value, most)).split('.');
  return fraction.length;
}

const TEXT: Column['kind'] = 'text';
const amountIn = (spend: readonly CurrencyAmount[], currency: Currency) =>
  spend.find((line) => line.currency === currency)?.amount ?? null;

/** A country by its name in the reader's language, as the screen names it. */
function countryName(code: string, reader: Reader): string {
  try {
    return new Intl.DisplayNames([reader.language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function groupLabel(row: ExpenseRow, report: ExpenseReportResponse, text: ExpenseTexts, reader: Reader) {
  if (report.groupBy === 'seller' && row.accountId === null) return text.noSeller;
  return report.groupBy === 'country' ? countryName(row.label, reader) : row.label;
}

function summaryPairs(report: ExpenseReportResponse, text: ExpenseTexts, reader: Reader, generatedAt: Date) {
  const words = { title: '', kind: TEXT };
  return [
    { label: text.period, value: `${formatDay(report.from)} – ${formatDay(report.to)}`, column: words },
    { label: text.groupedBy, value: text.groups[report.groupBy], column: words },
    {
      label: text.generatedAt,
      value: formatInstantIn(generatedAt, reader.language, reader.timeZone),
      column: words,
    },
    { label: text.campaigns, value: report.totals.campaigns, column: { title: '', kind: 'count' as const } },
    {
      label: text.usdTotal,
      value: report.totals.usd,
      column: { title: '', kind: 'money' as const, currency: 'USD' as const },
    },
    ...report.totals.spend.map((line) => ({
      label: text.spendIn(line.currency),
      value: line.amount,
      column: { title: '', kind: 'money' as const, currency: line.currency },
    })),
  ];
}

/** The screen's table: the group, its dollars, its campaigns, then a column per currency; the totals below. */
function groupTable(report: ExpenseReportResponse, text: ExpenseTexts, reader: Reader): ReportTable {
  const currencies = report.totals.spend.map((line) => line.currency);
  const group = text.groups[report.groupBy];
  return {
    title: text.groupSheet(group),
    columns: [
      { title: group, kind: 'text', wide: true },
      { title: text.usdTotal, kind: 'money', currency: 'USD' },
      { title: text.campaigns, kind: 'count' },
      ...currencies.map((currency): Column => ({ title: text.spendIn(currency), kind: 'money', currency })),
    ],
    rows: report.rows.map((row) => [
      groupLabel(row, report, text, reader),
      row.usd,
      row.campaigns,
      ...currencies.map((currency) => amountIn(row.spend, currency)),
    ]),
    totals: [
      text.total,
      report.totals.usd,
      report.totals.campaigns,
      ...currencies.map((currency) => amountIn(report.totals.spend, currency)),
    ],
  };
}

/** Every campaign that spent: its money in its own currency, the dollars, and the budget consumed to date. */
function campaignTable(report: ExpenseReportResponse, text: ExpenseTexts, reader: Reader): ReportTable {
  return {
    title: text.campaignSheet,
    columns: [
      { title: text.id, kind: 'id' },
      { title: text.campaign, kind: 'text', wide: true },
      { title: text.advertiser, kind: 'text', wide: true },
      { title: text.seller, kind: 'text' },
      { title: text.country, kind: 'text' },
      { title: text.currency, kind: 'text' },
      { title: text.budget, kind: 'money' },
      { title: text.spent, kind: 'money' },
      { title: text.usdTotal, kind: 'money', currency: 'USD' },
      { title: text.spentToDate, kind: 'money' },
      { title: text.consumed, kind: 'percent' },
      { title: text.shared, kind: 'text' },
    ],
    rows: report.campaigns.map((campaign) => {
      const money = (amount: number) => ({ amount, currency: campaign.currency });
      return [
        campaign.id,
        campaign.name,
        campaign.advertiser,
        campaign.seller ?? text.noSeller,
        countryName(campaign.country, reader),
        campaign.currency,
        money(campaign.budget),
        money(campaign.spent),
        campaign.usd,
        money(campaign.spentToDate),
        campaign.consumed,
        campaign.sharedWithAdvertiser ? text.yes : text.no,
      ];
    }),
  };
}

function rateTable(report: ExpenseReportResponse, text: ExpenseTexts): ReportTable {
  return {
    title: text.ratesSheet,
    columns: [
      { title: text.currency, kind: 'text' },
      { title: text.date, kind: 'day' },
      { title: text.perUsd, kind: 'money' },
      { title: text.source, kind: 'text' },
    ],
    rows: report.rates.map((rate) => [rate.currency, rate.date, rate.perUsd, text.sources[rate.source]]),
  };
}
