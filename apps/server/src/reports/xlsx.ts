import {
  excelDay,
  EXCEL_FORMATS as FORMATS,
  excelMoneyFormat as moneyFormat,
} from '@adcontrol/domain/format/excel-formats';
import ExcelJS from 'exceljs';
import { cellText, isFigure, isMoney } from './cells';
import type { Cell, Column, Reader, ReportTable } from './table';

/**
 * Workbooks people sum and sort (decision 053): every figure is a typed cell whose number format (the domain's
 * excel-formats, shared with the web's Control export) carries the grouping, the decimals and the currency's
 * code; days are date cells shown DD/MM/YY; each table sheet has a frozen, filtered header row, columns as wide
 * as their longest text and the screen's totals row.
 */

/** An instant as the wall-clock time of the reader's zone (a workbook's dates carry no zone). */
function wallClock(instant: Date, timeZone: string): Date {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((item) => item.type === type)?.value);
  return new Date(
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')),
  );
}

/** The value written and the number format shown, for one cell of a column. */
export function typedCell(
  cell: Cell,
  column: Column,
  reader: Reader,
): { value: ExcelJS.CellValue; numFmt?: string } {
  if (cell === null) return { value: null };
  if (isMoney(cell)) return { value: cell.amount, numFmt: moneyFormat(cell.currency) };
  if (cell instanceof Date) return { value: wallClock(cell, reader.timeZone), numFmt: FORMATS.instant };
  if (typeof cell === 'string') {
    if (column.kind === 'day') {
      const value = excelDay(cell);
      return value ? { value, numFmt: FORMATS.day } : { value: cell };
    }
    return { value: cell };
  }
  switch (column.kind) {
    case 'ctr':
    case 'percent':
      // Percent units (1.5 means 1.5 %) become the fraction a percent format shows.
      return { value: cell / 100, numFmt: FORMATS[column.kind] };
    case 'money':
      return column.currency
        ? { value: cell, numFmt: moneyFormat(column.currency) }
        : { value: cell, numFmt: '#,##0.00' };
    case 'id':
    case 'count':
      return { value: cell, numFmt: FORMATS[column.kind] };
    default:
      return { value: cell };
  }
}

const INVALID_SHEET_CHARACTERS = /[[\]:*?/\\]/g;

/** A sheet name Excel accepts (31 characters, none of []:*?/\), unique in the workbook. */
function sheetName(workbook: ExcelJS.Workbook, title: string): string {
  const base = title.replace(INVALID_SHEET_CHARACTERS, ' ').trim().slice(0, 31) || 'Sheet';
  let name = base;
  for (let index = 2; workbook.getWorksheet(name); index += 1) {
    const suffix = ` (${index})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  return name;
}

export function newWorkbook(generatedAt: Date): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'adcontrol';
  workbook.created = generatedAt;
  return workbook;
}

/** The workbook's own font, named: a font without a name opens in another typeface in some programs. */
const FONT = { name: 'Calibri', size: 11 } as const;
const BOLD: Partial<ExcelJS.Font> = { ...FONT, bold: true };

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEEF1F6' } };

/**
 * One table as a sheet: the header in row 1, frozen and filtered; typed cells; the totals row in bold under a
 * rule; widths fitted to the longest text as the reader will see it.
 */
export function addTableSheet(
  workbook: ExcelJS.Workbook,
  table: ReportTable,
  reader: Reader,
): ExcelJS.Worksheet {
  const { columns, rows, totals } = table;
  const sheet = workbook.addWorksheet(sheetName(workbook, table.title), {
    views: [{ state: 'frozen', ySplit: 1, rightToLeft: reader.direction === 'rtl' }],
  });
  const header = sheet.addRow(columns.map((column) => column.title));
  header.font = BOLD;
  header.eachCell((cell, index) => {
    cell.fill = HEADER_FILL;
    const column = columns[index - 1];
    cell.alignment = { horizontal: column && isFigure(column) ? 'right' : 'left', wrapText: false };
  });
  const write = (cells: Cell[]) => {
    const row = sheet.addRow([]);
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      const typed = typedCell(cell, column, reader);
      const target = row.getCell(index + 1);
      target.value = typed.value;
      if (typed.numFmt) target.numFmt = typed.numFmt;
      // A date cell sits right by default; under its left-aligned heading it starts its cell.
      if (!isFigure(column)) target.alignment = { horizontal: 'left' };
    });
    return row;
  };
  for (const cells of rows) write(cells);
  if (rows.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + rows.length, column: columns.length } };
  } else if (table.emptyText) {
    // An empty table says so, where its first row would be, rather than leaving a bare header.
    const row = sheet.addRow([table.emptyText]);
    row.getCell(1).font = { ...FONT, italic: true, color: { argb: 'FF6B7280' } };
  }
  if (totals) {
    const row = write(totals);
    row.font = BOLD;
    row.eachCell({ includeEmpty: true }, (cell) => {
      cell.border = { top: { style: 'thin' } };
    });
  }
  columns.forEach((column, index) => {
    const texts = [...rows, ...(totals ? [totals] : [])].map(
      (cells) => cellText(cells[index] ?? null, column, reader).length,
    );
    // A filter button takes about two characters beside the heading.
    const widest = Math.max(column.title.length + 3, ...texts);
    sheet.getColumn(index + 1).width = Math.min(60, Math.max(8, widest + 2));
  });
  printSetup(sheet, columns.length);
  return sheet;
}

/** Printed (or turned into a PDF), a sheet fits the page's width and repeats its header row on every page. */
function printSetup(sheet: ExcelJS.Worksheet, columnCount: number, hasHeader = true) {
  const width = Array.from(
    { length: columnCount },
    (_, index) => sheet.getColumn(index + 1).width ?? 8,
  ).reduce((sum, each) => sum + each, 0);
  sheet.pageSetup = {
    ...sheet.pageSetup,
    paperSize: 9,
    orientation: width > 90 ? 'landscape' : 'portrait',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    ...(hasHeader ? { printTitlesRow: '1:1' } : {}),
    horizontalCentered: false,
  };
  sheet.headerFooter = { oddFooter: '&L&A&R&P / &N' };
}

/** A sheet of label and value pairs (the report's heading and totals), the label in bold. */
export function addSummarySheet(
  workbook: ExcelJS.Workbook,
  title: string,
  pairs: { label: string; value: Cell; column: Column }[],
  reader: Reader,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(sheetName(workbook, title), {
    views: [{ rightToLeft: reader.direction === 'rtl' }],
  });
  for (const { label, value, column } of pairs) {
    const row = sheet.addRow([label]);
    row.getCell(1).font = BOLD;
    const typed = typedCell(value, column, reader);
    const target = row.getCell(2);
    target.value = typed.value;
    if (typed.numFmt) target.numFmt = typed.numFmt;
    target.alignment = { horizontal: 'left' };
  }
  sheet.getColumn(1).width = Math.max(12, ...pairs.map((pair) => pair.label.length + 2));
  sheet.getColumn(2).width = Math.min(
    60,
    Math.max(16, ...pairs.map((pair) => cellText(pair.value, pair.column, reader).length + 2)),
  );
  printSetup(sheet, 2, false);
  return sheet;
}

export async function workbookBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
