import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import type { Currency } from '@adcontrol/domain/shared/enums';
import ExcelJS from 'exceljs';
import { CURRENCY_DECIMALS } from '../campaigns/exchange-rates';
import type { ExpenseTexts } from './texts';

const bold = { bold: true } as const;
const USD_FORMAT = '"US$" #,##0.00';
const moneyFormat = (currency: Currency) =>
  `#,##0${CURRENCY_DECIMALS[currency] > 0 ? `.${'0'.repeat(CURRENCY_DECIMALS[currency])}` : ''}`;

/**
 * The expense report as a workbook (docs/decisions/038): the groups with a column per currency and the US dollar
 * total, the campaigns' consumption, and every rate used. Figures stay numbers, so the sheet still sums.
 */
export async function expenseWorkbook(
  report: ExpenseReportResponse,
  text: ExpenseTexts,
  generatedAt: Date,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'adcontrol';
  workbook.created = generatedAt;
  groupSheet(workbook, report, text, generatedAt);
  campaignSheet(workbook, report, text);
  rateSheet(workbook, report, text);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function groupSheet(workbook: ExcelJS.Workbook, report: ExpenseReportResponse, text: ExpenseTexts, at: Date) {
  const sheet = workbook.addWorksheet(text.title);
  const currencies = report.totals.spend.map((spend) => spend.currency);
  sheet.addRows([
    [text.title],
    [text.period, `${report.from} – ${report.to}`],
    [text.groupedBy, text.groups[report.groupBy]],
    [text.generatedAt, at.toISOString()],
    [],
  ]);
  sheet.getCell('A1').font = { bold: true, size: 14 };
  const header = sheet.addRow([
    text.groups[report.groupBy],
    text.campaigns,
    ...currencies.map((currency) => `${text.spend} ${currency}`),
    text.usdTotal,
  ]);
  header.font = bold;
  sheet.views = [{ state: 'frozen', ySplit: header.number }];
  const amountIn = (spend: ExpenseReportResponse['totals']['spend'], currency: Currency) =>
    spend.find((item) => item.currency === currency)?.amount ?? null;
  for (const row of report.rows) {
    const label = report.groupBy === 'seller' && row.key === 'none' ? text.noSeller : row.label;
    sheet.addRow([label, row.campaigns, ...currencies.map((c) => amountIn(row.spend, c)), row.usd]);
  }
  const totals = sheet.addRow([
    text.total,
    report.totals.campaigns,
    ...currencies.map((c) => amountIn(report.totals.spend, c)),
    report.totals.usd,
  ]);
  totals.font = bold;
  sheet.getColumn(1).width = 32;
  sheet.getColumn(2).width = 12;
  currencies.forEach((currency, index) => {
    const column = sheet.getColumn(3 + index);
    column.width = 18;
    column.numFmt = moneyFormat(currency);
  });
  const usd = sheet.getColumn(3 + currencies.length);
  usd.width = 18;
  usd.numFmt = USD_FORMAT;
}

function campaignSheet(workbook: ExcelJS.Workbook, report: ExpenseReportResponse, text: ExpenseTexts) {
  const sheet = workbook.addWorksheet(text.campaignSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: text.campaign, width: 34 },
    { header: text.advertiser, width: 26 },
    { header: text.seller, width: 22 },
    { header: text.country, width: 9 },
    { header: text.currency, width: 9 },
    { header: text.budget, width: 16 },
    { header: text.spent, width: 16 },
    { header: text.usdTotal, width: 14, style: { numFmt: USD_FORMAT } },
    { header: text.spentToDate, width: 16 },
    { header: text.consumed, width: 12, style: { numFmt: '0.0' } },
    { header: text.shared, width: 14 },
  ];
  sheet.getRow(1).font = bold;
  for (const campaign of report.campaigns) {
    const row = sheet.addRow([
      campaign.name,
      campaign.advertiser,
      campaign.seller ?? text.noSeller,
      campaign.country,
      campaign.currency,
      campaign.budget,
      campaign.spent,
      campaign.usd,
      campaign.spentToDate,
      campaign.consumed,
      campaign.sharedWithAdvertiser ? text.yes : text.no,
    ]);
    for (const column of [6, 7, 9]) row.getCell(column).numFmt = moneyFormat(campaign.currency);
  }
}

function rateSheet(workbook: ExcelJS.Workbook, report: ExpenseReportResponse, text: ExpenseTexts) {
  const sheet = workbook.addWorksheet(text.ratesSheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: text.currency, width: 10 },
    { header: text.date, width: 12 },
    { header: text.perUsd, width: 16, style: { numFmt: '#,##0.0000' } },
    { header: text.source, width: 16 },
  ];
  sheet.getRow(1).font = bold;
  sheet.addRows(
    report.rates.map((rate) => [rate.currency, rate.date, rate.perUsd, text.sources[rate.source]]),
  );
}
