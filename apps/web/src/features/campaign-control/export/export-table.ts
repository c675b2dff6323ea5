import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import type { TFunction } from 'i18next';
import type { Formatters } from '../../../lib/format';
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

function csvCell(text: string): string {
  return /[",\r\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text, with a byte-order mark so spreadsheet programs read the accents right. */
export function toCsv(table: ExportTable): string {
  const lines = [[table.note], table.headers, ...table.body].map((cells) => cells.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An .xlsx workbook; exceljs loads on the first export, never with the page. */
export async function toXlsx(table: ExportTable, sheetName: string): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow([table.note]).font = { italic: true };
  sheet.addRow(table.headers).font = { bold: true };
  for (const cells of table.body) sheet.addRow(cells);
  sheet.views = [{ state: 'frozen', ySplit: 2 }];
  table.headers.forEach((header, index) => {
    const longest = Math.max(header.length, ...table.body.map((cells) => cells[index]?.length ?? 0));
    sheet.getColumn(index + 1).width = Math.min(60, longest + 2);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
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
