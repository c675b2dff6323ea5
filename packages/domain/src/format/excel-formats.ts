import { roundTo } from '../rules/rounding';
import type { CsvSeparator } from '../shared/csv-cell';
import type { Currency } from '../shared/enums';
import { currencyDecimals } from './format';

/**
 * How every spreadsheet the product writes shows its figures (decisions 053 and 056), for the server's reports
 * and the web's Control export alike: typed cells with these number formats, so a figure reads as it does on
 * screen and can still be summed and sorted.
 *
 * Format codes use Excel's invariant marks (`,` groups, `.` is the decimal point): the program that opens the
 * file shows them with its own language's marks.
 */
export const EXCEL_FORMATS = {
  /** An identifier: digits without grouping. */
  id: '0',
  /** A whole count with grouping. */
  count: '#,##0',
  /** A figure with two decimals and grouping (weights, amounts without a currency). */
  decimal: '#,##0.00',
  /** A CTR, written as a fraction (1.5 % is 0.015): always 2 decimals (SPEC 9). */
  ctr: '0.00%',
  /** Any other percentage, as a fraction: 1 decimal (SPEC 9). */
  percent: '0.0%',
  /** A network day, as a date cell: DD/MM/YY like every date of the product. */
  day: 'dd/mm/yy',
  /** An instant, as the wall-clock time of the reader's zone. */
  instant: 'dd/mm/yy hh:mm',
} as const;

/**
 * Money: the network's currency code before the amount, as on screen ("USD 1,234.50", "CLP 1.500.000"), with
 * the shared module's decimals for the currency; the cell's value stays the bare amount.
 */
export function excelMoneyFormat(currency: Currency): string {
  const decimals = currencyDecimals(currency);
  return `"${currency}" #,##0${decimals > 0 ? `.${'0'.repeat(decimals)}` : ''}`;
}

/**
 * A network day `YYYY-MM-DD` as the date a workbook cell holds: midnight UTC, which spreadsheet programs show
 * as that very day whatever the reader's zone. Null for anything else.
 */
export function excelDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/**
 * A figure in a CSV file, written as the reader's spreadsheet program reads a number: no grouping, a fixed
 * number of decimals, and the decimal mark that goes with the file's separator — `.` beside commas (English),
 * `,` beside semicolons (Spanish and Portuguese, where the comma is the decimal mark). `percent` appends `%`,
 * which the programs read as a percentage (12.5 % is the number 0.125).
 */
export function csvFigure(
  value: number,
  decimals: number,
  separator: CsvSeparator,
  options: { percent?: boolean } = {},
): string {
  // Half away from zero, as the screens round.
  const text = roundTo(value, decimals).toFixed(decimals);
  return `${separator === 'semicolon' ? text.replace('.', ',') : text}${options.percent ? '%' : ''}`;
}
