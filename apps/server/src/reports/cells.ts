import {
  formatCtr,
  formatCurrency,
  formatDay,
  formatInstantIn,
  formatNumber,
  formatPercentage,
} from '@adcontrol/domain/format/format';
import type { Cell, Column, Money, Reader } from './table';

/** A money cell carrying its own currency (a mixed-currency column). */
export function isMoney(cell: Cell): cell is Money {
  return typeof cell === 'object' && cell !== null && !(cell instanceof Date);
}

/**
 * A cell as words, exactly as the screens write the same figure (the shared formatting module): for the PDF's
 * tables and the CSV files. An empty cell is an empty string.
 */
export function cellText(cell: Cell, column: Column, reader: Reader): string {
  if (cell === null) return '';
  if (isMoney(cell)) return formatCurrency(cell.amount, cell.currency, reader.language);
  if (cell instanceof Date) return formatInstantIn(cell, reader.language, reader.timeZone);
  if (typeof cell === 'string') return column.kind === 'day' ? formatDay(cell) || cell : cell;
  switch (column.kind) {
    case 'count':
      return formatNumber(cell, reader.language);
    case 'ctr':
      return formatCtr(cell, reader.language);
    case 'percent':
      return formatPercentage(cell, reader.language);
    case 'money':
      return column.currency
        ? formatCurrency(cell, column.currency, reader.language)
        : formatNumber(cell, reader.language, 2);
    default:
      return String(cell);
  }
}

/**
 * Whether a column's figures sit right-aligned, under a right-aligned heading: numbers, money and identifiers.
 * Words and dates start their cell, as the screens' tables show them.
 */
export function isFigure(column: Column): boolean {
  return column.kind !== 'text' && column.kind !== 'day' && column.kind !== 'instant';
}
