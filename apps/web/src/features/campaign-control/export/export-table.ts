import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { csvFigure } from '@adcontrol/domain/format/excel-formats';
import { currencyDecimals, type Formatters, formatCountry } from '@adcontrol/domain/format/format';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { flightElapsed } from '@adcontrol/domain/rules/flight-elapsed';
import { CTR_DECIMALS, PERCENTAGE_DECIMALS } from '@adcontrol/domain/rules/rounding';
import { type CsvSeparator, csvFile } from '@adcontrol/domain/shared/csv-cell';
import type { Currency } from '@adcontrol/domain/shared/enums';
import type { TFunction } from 'i18next';
import type { ColumnId } from '../components/column-ids';
import { columnText } from '../components/column-values';

/**
 * What a column of an exported file holds (decision 056); it decides the workbook cell's type and number
 * format, the CSV's way of writing the figure, and the text the screen shows for it.
 */
export type ExportKind =
  /** Words: names, states, countries. */
  | 'text'
  /** A whole count: impressions, clicks, days. */
  | 'count'
  /** A figure with two decimals: the optimisation weight. */
  | 'decimal'
  /** Money: the column's currency, or each cell's own. */
  | 'money'
  /** A CTR in percent units (1.5 means 1.5 %), 2 decimals. */
  | 'ctr'
  /** Any other percentage in percent units, 1 decimal. */
  | 'percent'
  /** A network day, `YYYY-MM-DD` (already at -03:00). */
  | 'day';

/** An amount in the campaign's own currency, never converted. */
export interface ExportMoney {
  amount: number;
  currency: Currency;
}

/** One cell; null is an empty cell (no figure, not zero). */
export type ExportCell = string | number | ExportMoney | null;

export interface ExportColumn {
  title: string;
  kind: ExportKind;
  /** For a money column whose cells are plain numbers in one currency (the budget in dollars). */
  currency?: Currency;
}

/** What a file holds: the sheet's title, typed columns and rows, and the lines that explain them. */
export interface ExportTable {
  title: string;
  columns: ExportColumn[];
  rows: ExportCell[][];
  /** Who exported what and when, and how to read the dates and money: a workbook's second sheet. */
  about: string[];
}

interface Field {
  column: ExportColumn;
  value: (row: CampaignRow) => ExportCell;
}

const CAPPING: ReadonlySet<ColumnId> = new Set(['currentCapping', 'neededCapping']);
const ROW_MONEY: ReadonlySet<ColumnId> = new Set(['budget', 'cpm', 'cpc']);

/**
 * The file's columns for the visible table columns, in their order. A column that packs several figures into
 * one line on screen becomes one column per figure, so each can be sorted and summed: the dates become start,
 * end and days; the delivery its share and the time elapsed. The capping figures are followed by the metric
 * they count and the money by its currency, which the screen writes inside the cell.
 */
function fieldsFor(columns: readonly ColumnId[], format: Formatters, t: TFunction, now: Date): Field[] {
  const title = (id: ColumnId) => t(`control.columns.${id}`);
  const extra = (key: string) => t(`control.export.columns.${key}`);
  const text = (id: ColumnId, value: Field['value']): Field => ({
    column: { title: title(id), kind: 'text' },
    value,
  });
  const count = (id: ColumnId, value: (row: CampaignRow) => number): Field => ({
    column: { title: title(id), kind: 'count' },
    value,
  });
  const money = (id: ColumnId, value: (row: CampaignRow) => number | null): Field => ({
    column: { title: title(id), kind: 'money' },
    value: (row) => {
      const amount = value(row);
      return amount === null ? null : { amount, currency: row.currency };
    },
  });
  const currency: Field = {
    column: { title: extra('currency'), kind: 'text' },
    value: (row) => row.currency,
  };
  const metric: Field = {
    column: { title: extra('metric'), kind: 'text' },
    value: (row) => t(`control.columns.${row.metric}`),
  };

  const kept = columns.filter((id) => id !== 'actions');
  const lastCapping = kept.findLast((id) => CAPPING.has(id));
  const firstMoney = kept.find((id) => ROW_MONEY.has(id));
  const fieldsOf = (id: Exclude<ColumnId, 'actions'>): Field[] => {
    switch (id) {
      case 'campaign':
        return [text(id, (row) => row.name)];
      case 'status':
        return [text(id, (row) => columnText(id, row, format, t))];
      case 'source':
        return [text(id, (row) => (row.source ? t(`control.source.${row.source}`) : null))];
      case 'duration':
        return [
          { column: { title: extra('start'), kind: 'day' }, value: (row) => networkDay(row.startDate) },
          { column: { title: extra('end'), kind: 'day' }, value: (row) => networkDay(row.endDate) },
          { column: { title: extra('days'), kind: 'count' }, value: (row) => row.days },
        ];
      case 'progress':
        return [
          { column: { title: title(id), kind: 'percent' }, value: (row) => row.progress },
          {
            column: { title: extra('elapsed'), kind: 'percent' },
            value: (row) => flightElapsed(row.startDate, row.endDate, now),
          },
        ];
      case 'currentCapping':
      case 'neededCapping':
        return [count(id, (row) => row[id]), ...(id === lastCapping ? [metric] : [])];
      case 'impressions':
      case 'clicks':
      case 'yesterdayImpressions':
      case 'yesterdayClicks':
        return [count(id, (row) => row[id])];
      case 'targetImpressions':
        return [count(id, (row) => row.target.impressions)];
      case 'targetClicks':
        return [count(id, (row) => row.target.clicks)];
      case 'ctr':
        return [{ column: { title: title(id), kind: 'ctr' }, value: (row) => row.ctr }];
      case 'budget':
      case 'cpm':
      case 'cpc':
        return [
          ...(id === firstMoney ? [currency] : []),
          money(id, (row) => (id === 'budget' ? row.budget.total : row[id])),
        ];
      case 'budgetUsd':
        return [
          { column: { title: title(id), kind: 'money', currency: 'USD' }, value: (row) => row.budgetUsd },
        ];
      case 'seller':
        return [text(id, (row) => row.sellerName)];
      case 'advertiser':
        return [text(id, (row) => row.advertiserName)];
      case 'product':
        return [text(id, (row) => row.product)];
      case 'country':
        return [text(id, (row) => formatCountry(row.country, format.language))];
      case 'weight':
        return [{ column: { title: title(id), kind: 'decimal' }, value: (row) => row.weight }];
    }
  };
  return kept.flatMap(fieldsOf);
}

export interface ExportContext {
  format: Formatters;
  t: TFunction;
  /** When the file is made: the time elapsed is measured to it, and the about sheet says it. */
  now: Date;
  /** "27/11/26 18:04 GMT-3": the moment in the reader's own zone and language. */
  exportedAt: string;
}

/** The visible columns (not the actions) of every row, typed, in the reader's language. */
export function exportTable(
  rows: readonly CampaignRow[],
  columns: readonly ColumnId[],
  { format, t, now, exportedAt }: ExportContext,
): ExportTable {
  const fields = fieldsFor(columns, format, t, now);
  return {
    title: t('control.export.sheet'),
    columns: fields.map((field) => field.column),
    rows: rows.map((row) => fields.map((field) => field.value(row))),
    about: [
      t('control.export.sheet'),
      t('control.export.exportedAt', { when: exportedAt }),
      t('control.total', { count: rows.length, formatted: format.number(rows.length) }),
      t('control.export.datesNote'),
      t('control.export.moneyNote'),
    ],
  };
}

function isMoney(cell: ExportCell): cell is ExportMoney {
  return typeof cell === 'object' && cell !== null;
}

/** A cell as the screen writes it, through the shared formatting module: the workbook fits its widths to it. */
export function cellText(cell: ExportCell, column: ExportColumn, format: Formatters): string {
  if (cell === null) return '';
  if (isMoney(cell)) return format.currency(cell.amount, cell.currency);
  if (typeof cell === 'string') return column.kind === 'day' ? format.day(cell) || cell : cell;
  switch (column.kind) {
    case 'count':
      return format.number(cell);
    case 'decimal':
      return format.number(cell, 2);
    case 'money':
      return column.currency ? format.currency(cell, column.currency) : format.number(cell, 2);
    case 'ctr':
      return format.ctr(cell);
    case 'percent':
      return format.percentage(cell);
    default:
      return String(cell);
  }
}

/** A cell of the CSV: figures as the reader's spreadsheet reads numbers, days as `YYYY-MM-DD`, words as they are. */
function csvText(cell: ExportCell, column: ExportColumn, separator: CsvSeparator): string {
  if (cell === null) return '';
  if (isMoney(cell)) return csvFigure(cell.amount, currencyDecimals(cell.currency), separator);
  // A day stays ISO: every spreadsheet program reads 2026-11-27 as that date, where 27/11/26 is a text (or a
  // different day) to one set to month-first dates.
  if (typeof cell === 'string') return cell;
  switch (column.kind) {
    case 'decimal':
      return csvFigure(cell, 2, separator);
    case 'money':
      return csvFigure(cell, column.currency ? currencyDecimals(column.currency) : 2, separator);
    case 'ctr':
      return csvFigure(cell, CTR_DECIMALS, separator, { percent: true });
    case 'percent':
      return csvFigure(cell, PERCENTAGE_DECIMALS, separator, { percent: true });
    default:
      return csvFigure(cell, 0, separator);
  }
}

/**
 * The CSV file (decision 056): the header in the first line, UTF-8 with a byte-order mark, CRLF, no cell that
 * could start a formula (decision 044), and the separator of the reader's spreadsheet (decision 055).
 */
export function toCsv(table: ExportTable, separator: CsvSeparator): string {
  return csvFile(
    [
      table.columns.map((column) => column.title),
      ...table.rows.map((cells) =>
        cells.map((cell, index) => csvText(cell, table.columns[index] as ExportColumn, separator)),
      ),
    ],
    separator,
  );
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
