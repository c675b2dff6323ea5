import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Reader, ReportTable } from './table';
import { addTableSheet, newWorkbook, workbookBuffer } from './xlsx';

const reader: Reader = { language: 'es', timeZone: 'America/Santiago', direction: 'rtl' };

async function readBack(table: ReportTable) {
  const workbook = newWorkbook(new Date('2026-11-14T12:00:00Z'));
  addTableSheet(workbook, table, reader);
  const read = new ExcelJS.Workbook();
  await read.xlsx.load((await workbookBuffer(workbook)) as unknown as ArrayBuffer);
  const sheet = read.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

describe('a table as a worksheet', () => {
  it('writes money as amounts whose format carries the currency code, with the totals row', async () => {
    const sheet = await readBack({
      title: 'Gastos',
      columns: [
        { title: 'Día', kind: 'day' },
        { title: 'Monto', kind: 'money', currency: 'CLP' },
        { title: 'Pagado', kind: 'money' },
      ],
      rows: [
        ['2026-11-14', 1_500_000, { amount: 1234.5, currency: 'USD' }],
        ['2026-11-15', 250_000, { amount: 10, currency: 'MX' }],
      ],
      totals: ['Total', 1_750_000, null],
    });
    expect(sheet.getCell('A2').value).toEqual(new Date(Date.UTC(2026, 10, 14)));
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yy');
    expect(sheet.getCell('B2').value).toBe(1_500_000);
    expect(sheet.getCell('B2').numFmt).toBe('"CLP" #,##0');
    expect(sheet.getCell('C2').value).toBe(1234.5);
    expect(sheet.getCell('C2').numFmt).toBe('"USD" #,##0.00');
    expect(sheet.getCell('C3').numFmt).toBe('"MX" #,##0.00');
    expect(sheet.getRow(4).values).toEqual([undefined, 'Total', 1_750_000]);
    expect(sheet.getCell('B4').font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1, rightToLeft: true });
    expect(sheet.autoFilter).toBe('A1:C3');
    expect(sheet.pageSetup.printTitlesRow).toBe('1:1');
  });

  it('says an empty table has no data under its header, without a filter', async () => {
    const sheet = await readBack({
      title: 'Días',
      columns: [
        { title: 'Fecha', kind: 'day' },
        { title: 'CTR', kind: 'ctr' },
      ],
      rows: [],
      emptyText: 'Sin datos para estos días',
    });
    expect(sheet.getRow(1).values).toEqual([undefined, 'Fecha', 'CTR']);
    expect(sheet.getCell('A2').value).toBe('Sin datos para estos días');
    expect(sheet.autoFilter).toBeUndefined();
  });
});
