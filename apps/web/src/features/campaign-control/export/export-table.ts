import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { Formatters } from '@adcontrol/domain/format/format';
import { csvCell } from '@adcontrol/domain/shared/csv-cell';
import type { TFunction } from 'i18next';
import type { ColumnId } from '../components/column-ids';
import { columnText } from '../components/column-values';

/** What a file holds: a note (the time zone of its dates), the headers and the cells, all as words. */
export interface ExportTable {
  note: string;
  headers: string[];
  body: string[][];
}

/** The visible columns (not the actions) with the cells exactly as the table shows them. */
export function exportTable(
  rows: readonly CampaignRow[],
  columns: readonly ColumnId[],
  format: Formatters,
  t: TFunction,
): ExportTable {
  const kept = columns.filter((id) => id !== 'actions');
  return {
    note: t('control.export.note'),
    headers: kept.map((id) => t(`control.columns.${id}`)),
    body: rows.map((row) => kept.map((id) => columnText(id, row, format, t))),
  };
}

/**
 * RFC 4180 text, with a byte-order mark so spreadsheet programs read the accents right; no cell can start a
 * formula (decision 044).
 */
export function toCsv(table: ExportTable): string {
  const lines = [[table.note], table.headers, ...table.body].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * An .xlsx workbook. The writer (write-excel-file, about 30 kB) loads on the first export, never with the page;
 * its universal build writes in the page itself, where the browser build would start a web worker.
 */
export async function toXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const widths = table.headers.map((header, index) =>
    Math.min(60, Math.max(header.length, ...table.body.map((cells) => cells[index]?.length ?? 0)) + 2),
  );
  return writeXlsxFile(
    [
      [{ value: table.note, fontStyle: 'italic' }],
      table.headers.map((header) => ({ value: header, fontWeight: 'bold' })),
      ...table.body.map((cells) => cells.map((value) => ({ value }))),
    ],
    { sheet: sheetName.slice(0, 31), stickyRowsCount: 2, columns: widths.map((width) => ({ width })) },
  ).toBlob();
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
