import type { GeoCoordinate } from '@adcontrol/domain/audiences/audience';
import {
  COORDINATE_SHEET_COLUMNS,
  type CoordinateSheetResponse,
} from '@adcontrol/domain/audiences/contracts';
import {
  type RowProblem,
  rowProblemText,
  type SheetProblem,
  sheetProblemText,
} from '@adcontrol/domain/audiences/coordinate-sheet-problems';
import { DEFAULT_RADIUS } from '@adcontrol/domain/rules/audience-filters';
import { AppError, type MessageParams } from '@adcontrol/domain/shared/app-error';
import { COUNTRIES, type CountryCode } from '@adcontrol/domain/shared/enums';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import ExcelJS from 'exceljs';
import { invalidFile, zipRefusalError } from '../files/untrusted-file-errors';
import { checkedWorkbook, type WorkbookLimits } from '../files/workbook-limits';

export const COORDINATE_SHEET_FIELD = 'file';
/** The most points one sheet may hold, as an audience holds at most this many coordinates. */
export const COORDINATE_SHEET_MAX_ROWS = 5_000;
const MAX_RADIUS = 500_000;
const MB = 1024 * 1024;

/**
 * What a coordinates sheet may unpack to (docs/decisions/042). A sheet of 5,000 points is about 1 MB of XML
 * in some 10 entries; the limits leave a wide margin for formatting, other sheets and pictures, and stop a
 * bomb long before it costs memory.
 */
export const COORDINATE_SHEET_LIMITS: WorkbookLimits = {
  zip: { maxEntries: 200, maxEntryBytes: 32 * MB, maxTotalBytes: 32 * MB, maxRatio: 200 },
  maxRows: 20_000,
  maxCells: 100_000,
};

type Column = (typeof COORDINATE_SHEET_COLUMNS)[number];
type Cell = string | number | null;

const badSheet = (problem: SheetProblem) =>
  new AppError('VALIDATION_FAILED', sheetProblemText(COORDINATE_SHEET_FIELD, problem), {
    field: COORDINATE_SHEET_FIELD,
    ...sheetWords(problem),
  });

/** The catalogue message of a sheet problem, for the reader's language (decision 059). */
function sheetWords(problem: SheetProblem): { key: MessageKey; params?: MessageParams } {
  switch (problem.kind) {
    case 'noSheet':
      return { key: 'audiences.sheetMissing' };
    case 'noRows':
      return { key: 'audiences.sheetNoRows' };
    case 'tooManyRows':
      return { key: 'audiences.sheetTooManyRows', params: { max: problem.max, rows: problem.rows } };
    case 'missingColumns':
      return {
        key: 'audiences.sheetMissingColumns',
        params: { columns: problem.columns.join(', '), missing: problem.missing.join(', ') },
      };
  }
}

/**
 * SPEC 5 bulk coordinates (docs/decisions/017): the first sheet has the columns nombre, lat, long, code and
 * ratio in any order and letter case. Each row becomes an included point; a row that cannot be one is listed
 * with its row number (the header is row 1) and the reason. The workbook is unpacked within
 * `COORDINATE_SHEET_LIMITS` before exceljs reads it; this runs in a worker (coordinate-sheet-worker.ts).
 */
export async function readCoordinateRows(bytes: Uint8Array): Promise<CoordinateSheetResponse> {
  let checked: Uint8Array;
  try {
    checked = checkedWorkbook(bytes, COORDINATE_SHEET_LIMITS);
  } catch (error) {
    throw zipRefusalError(error, COORDINATE_SHEET_FIELD);
  }
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(checked as unknown as ArrayBuffer);
  } catch {
    throw invalidFile(COORDINATE_SHEET_FIELD);
  }
  const sheet = workbook.worksheets.find(Boolean);
  if (!sheet) throw badSheet({ kind: 'noSheet' });
  const columns = headerColumns(sheet);
  const rows: { number: number; cells: Record<Column, Cell> }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1) return;
    const cells = Object.fromEntries(
      COORDINATE_SHEET_COLUMNS.map((column) => [column, cellOf(row.getCell(columns[column]).value)]),
    ) as Record<Column, Cell>;
    if (Object.values(cells).some((cell) => cell !== null)) rows.push({ number, cells });
  });
  if (rows.length === 0) throw badSheet({ kind: 'noRows' });
  if (rows.length > COORDINATE_SHEET_MAX_ROWS) {
    throw badSheet({ kind: 'tooManyRows', max: COORDINATE_SHEET_MAX_ROWS, rows: rows.length });
  }
  const result: CoordinateSheetResponse = { points: [], rejected: [] };
  for (const { number, cells } of rows) {
    const point = pointOf(cells);
    if ('kind' in point) result.rejected.push({ row: number, reason: rowProblemText(point) });
    else result.points.push(point);
  }
  return result;
}

/** Where each column is, from the header row; every missing column is named in one 400. */
function headerColumns(sheet: ExcelJS.Worksheet): Record<Column, number> {
  const found = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, column) => {
    const name = String(cellOf(cell.value) ?? '')
      .trim()
      .toLowerCase();
    if (name && !found.has(name)) found.set(name, column);
  });
  const missing = COORDINATE_SHEET_COLUMNS.filter((column) => !found.has(column));
  if (missing.length > 0) {
    throw badSheet({ kind: 'missingColumns', columns: [...COORDINATE_SHEET_COLUMNS], missing });
  }
  return Object.fromEntries(COORDINATE_SHEET_COLUMNS.map((column) => [column, found.get(column)])) as Record<
    Column,
    number
  >;
}

/** A point, or the reason the row cannot be one. */
function pointOf(cells: Record<Column, Cell>): GeoCoordinate | RowProblem {
  const got = (cell: Cell) => String(cell);
  const lat = numberOf(cells.lat);
  if (lat === 'missing') return { kind: 'missing', column: 'lat' };
  if (lat === 'invalid' || lat < -90 || lat > 90) return { kind: 'latRange', got: got(cells.lat) };
  const lng = numberOf(cells.long);
  if (lng === 'missing') return { kind: 'missing', column: 'long' };
  if (lng === 'invalid' || lng < -180 || lng > 180) return { kind: 'longRange', got: got(cells.long) };
  const ratio = numberOf(cells.ratio);
  if (ratio === 'invalid' || (ratio !== 'missing' && (ratio <= 0 || ratio > MAX_RADIUS))) {
    return { kind: 'ratioRange', got: got(cells.ratio), max: MAX_RADIUS };
  }
  const code = cells.code === null ? null : String(cells.code).trim().toUpperCase();
  if (code && !COUNTRIES.includes(code as CountryCode)) {
    return { kind: 'codeNotMarket', got: got(cells.code), markets: [...COUNTRIES] };
  }
  const name = cells.nombre === null ? '' : String(cells.nombre).trim().slice(0, 200);
  return {
    type: 'point',
    ...(name ? { name } : {}),
    center: { lat, lng },
    radio: ratio === 'missing' ? DEFAULT_RADIUS : ratio,
    ...(code ? { countryCode: code as CountryCode } : {}),
    included: true,
  };
}

/** A number from a cell: numbers as they are, text with a decimal point or a single decimal comma. */
function numberOf(cell: Cell): number | 'missing' | 'invalid' {
  if (cell === null) return 'missing';
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : 'invalid';
  const text = cell.replace(/\s+/g, '');
  const normalized = /^[+-]?\d+,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return 'invalid';
  return Number(normalized);
}

/** What a cell shows: formulas by their result, rich text and links by their text; empty text is null. */
function cellOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ('richText' in value) return cellOf(value.richText.map((part) => part.text).join(''));
  if ('text' in value && typeof value.text === 'string') return cellOf(value.text);
  return null;
}
