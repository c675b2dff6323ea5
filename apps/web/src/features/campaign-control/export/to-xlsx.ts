import { EXCEL_FORMATS, excelDay, excelMoneyFormat } from '@adcontrol/domain/format/excel-formats';
import type { Formatters } from '@adcontrol/domain/format/format';
import type { Cell, Feature, Row } from 'write-excel-file/universal';
import { cellText, type ExportCell, type ExportColumn, type ExportTable } from './export-table';

export interface XlsxOptions {
  format: Formatters;
  /** The second sheet's name, in the reader's language. */
  aboutSheet: string;
  rightToLeft: boolean;
}

const HEADER_FILL = '#EEF1F6';
/** Headings longer than this wrap onto a second line over narrow figures. */
const HEADING_WRAP = 16;
const INVALID_SHEET_CHARACTERS = /[[\]:*?/\\]/g;

/** The height of a line of 11-point text, in points. */
const LINE_HEIGHT = 15;

/** How many lines a heading takes in a column of `width` characters, broken between words. */
function wrappedLines(text: string, width: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/)) {
    if (used > 0 && used + 1 + word.length > width) {
      lines += 1;
      used = word.length;
    } else used += (used > 0 ? 1 : 0) + word.length;
  }
  return lines;
}

/** A sheet name Excel accepts: 31 characters, none of []:*?/\. */
function sheetName(title: string, fallback: string): string {
  return title.replace(INVALID_SHEET_CHARACTERS, ' ').trim().slice(0, 31) || fallback;
}

/** A column's letters: 1 → A, 27 → AA. */
function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * The filter buttons on the first sheet's header (write-excel-file has no option for them): an `<autoFilter>`
 * after the sheet's data, where the file format orders it, and the hidden name Excel keeps its range under;
 * with the print settings the writer has no option for either (the header on every page, two pages across).
 */
function autoFilter(sheet: string, columns: number, rows: number): Feature<Blob> {
  const range = `A1:${columnLetters(columns)}${rows}`;
  const quoted = `'${sheet.replaceAll("'", "''")}'`;
  const names = [
    ['_xlnm._FilterDatabase', `${quoted}!$A$1:$${columnLetters(columns)}$${rows}`, ' hidden="1"'],
    // Printed, every page repeats the header row.
    ['_xlnm.Print_Titles', `${quoted}!$1:$1`, ''],
  ]
    .map(
      ([name, target, hidden]) =>
        `<definedName name="${name}" localSheetId="0"${hidden}>${xmlText(target ?? '')}</definedName>`,
    )
    .join('');
  return {
    files: {
      transform: {
        'xl/worksheets/sheet{id}.xml': {
          transform: (xml, _options, { sheetIndex }) =>
            sheetIndex === 0
              ? xml
                  .replace('</sheetData>', `</sheetData><autoFilter ref="${range}"/>`)
                  // Printed two pages across at most (shrunk, never enlarged), as long as the rows need.
                  .replace(/(<worksheet[^>]*>)/, '$1<sheetPr><pageSetUpPr fitToPage="1"/></sheetPr>')
                  .replace('<pageSetup ', '<pageSetup fitToWidth="2" fitToHeight="0" ')
              : xml,
        },
        'xl/workbook.xml': {
          transform: (xml) => {
            // The writer leaves an empty `<definedNames/>`; a second list would make the file invalid.
            if (xml.includes('<definedNames/>'))
              return xml.replace('<definedNames/>', `<definedNames>${names}</definedNames>`);
            if (xml.includes('<definedNames>'))
              return xml.replace('<definedNames>', `<definedNames>${names}`);
            return xml.replace('</sheets>', `</sheets><definedNames>${names}</definedNames>`);
          },
        },
      },
    },
  };
}

/** The typed workbook cell of one exported cell: figures are numbers and days dates, each with its format. */
function typedCell(cell: ExportCell, column: ExportColumn): Cell {
  if (cell === null) return null;
  if (typeof cell === 'object')
    return { value: cell.amount, type: Number, format: excelMoneyFormat(cell.currency) };
  if (typeof cell === 'string') {
    const day = column.kind === 'day' ? excelDay(cell) : null;
    return day ? { value: day, type: Date, format: EXCEL_FORMATS.day } : { value: cell, type: String };
  }
  switch (column.kind) {
    case 'ctr':
    case 'percent':
      // Percent units (1.5 means 1.5 %) become the fraction a percent format shows.
      return { value: cell / 100, type: Number, format: EXCEL_FORMATS[column.kind] };
    case 'money':
      return {
        value: cell,
        type: Number,
        format: column.currency ? excelMoneyFormat(column.currency) : EXCEL_FORMATS.decimal,
      };
    case 'decimal':
      return { value: cell, type: Number, format: EXCEL_FORMATS.decimal };
    default:
      return { value: cell, type: Number, format: EXCEL_FORMATS.count };
  }
}

/**
 * An .xlsx workbook people can sum and sort (decision 056): the header in row 1, frozen and filtered; typed
 * cells with the number formats every file of the product uses; widths fitted to the text as the screen writes
 * it; and a second sheet saying when it was made and how to read its dates and money. The writer
 * (write-excel-file, about 30 kB) loads on the first export, never with the page; its universal build writes in
 * the page itself, where the browser build would start a web worker.
 */
export async function toXlsx(
  table: ExportTable,
  { format, aboutSheet, rightToLeft }: XlsxOptions,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const { columns, rows } = table;
  const isFigure = (column: ExportColumn) => column.kind !== 'text';
  const body: Row[] = rows.map((cells) =>
    cells.map((cell, index) => typedCell(cell, columns[index] as ExportColumn)),
  );
  const widths = columns.map((column, index) => {
    const texts = rows.map((cells) => cellText(cells[index] ?? null, column, format).length);
    // A filter button takes about two characters beside the heading; a heading longer than its figures wraps,
    // but no word of it is cut.
    const longestWord = Math.max(...column.title.split(/\s+/).map((word) => word.length));
    const heading = Math.max(Math.min(column.title.length, HEADING_WRAP), longestWord) + 3;
    return { width: Math.min(60, Math.max(8, heading, ...texts.map((length) => length + 2))) };
  });
  // A long heading over short figures ("Delivered vs target" over "72.9%") wraps rather than widening the
  // column; the row is as tall as its longest heading (spreadsheet programs do not measure it on opening).
  const lines = Math.max(
    1,
    ...columns.map((column, index) => wrappedLines(column.title, (widths[index]?.width ?? 8) - 3)),
  );
  const header: Row = columns.map((column) => ({
    value: column.title,
    fontWeight: 'bold',
    backgroundColor: HEADER_FILL,
    align: isFigure(column) ? 'right' : 'left',
    alignVertical: 'top',
    wrap: true,
    height: LINE_HEIGHT * lines,
  }));
  const main = sheetName(table.title, 'Sheet1');
  const about = sheetName(aboutSheet, 'Sheet2');
  return writeXlsxFile(
    [
      {
        data: [header, ...body],
        sheet: main,
        columns: widths,
        stickyRowsCount: 1,
        rightToLeft,
        // Wide rather than long: printed across the page.
        orientation: 'landscape',
      },
      {
        data: table.about.map(
          (line, index): Row => [index === 0 ? { value: line, fontWeight: 'bold' } : line],
        ),
        sheet: about === main ? `${about.slice(0, 29)} 2` : about,
        columns: [{ width: Math.min(100, Math.max(20, ...table.about.map((line) => line.length + 2))) }],
        rightToLeft,
      },
    ],
    {
      // Named, so every program shows the same letters (the writer names no font otherwise).
      fontFamily: 'Calibri',
      fontSize: 11,
      features: columns.length > 0 ? [autoFilter(main, columns.length, 1 + rows.length)] : [],
    },
  ).toBlob();
}
