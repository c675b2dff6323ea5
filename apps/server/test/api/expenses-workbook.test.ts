import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { downloadExpenses } from '@adcontrol/domain/expenses/contracts';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { request } from '../helpers/request';
import { expensesApp, PERIOD } from './expenses-fixtures';

/** The expense report's workbook: formats, sheets and words in the reader's language and time zone. */
const expenses = expensesApp();
const { admin, campaigns, report } = expenses;

describe('GET /reports/expenses/xlsx', () => {
  const workbookOf = async (query: RequestOf<typeof downloadExpenses>['query']) => {
    const response = await request(expenses.testApp, admin, downloadExpenses, { query });
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheets = workbook.worksheets.map((sheet) => sheet.name);
    return { workbook, sheets, fileName: response.headers['content-disposition'] };
  };
  const valuesOf = (sheet: ExcelJS.Worksheet | undefined) =>
    (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));

  it("types every figure with its currency's format, as the screen writes it, in the reader's language", async () => {
    const api = await report(admin, { ...PERIOD, groupBy: 'currency' });
    const { workbook, sheets, fileName } = await workbookOf({ ...PERIOD, groupBy: 'currency', lang: 'es' });
    expect(fileName).toBe('attachment; filename="gastos-moneda-2026-03-01-2026-03-31.xlsx"');
    expect(sheets).toEqual(['Resumen', 'Por moneda', 'Consumo', 'Tipos de cambio']);

    const groups = workbook.getWorksheet('Por moneda');
    const rows = valuesOf(groups);
    expect(rows[0]).toEqual([
      'Moneda',
      'Total USD',
      'Campañas',
      'Gasto CLP',
      'Gasto EUR',
      'Gasto ARS',
      'Gasto USD',
    ]);
    // The totals row holds the API's totals as numbers, in the screen's order.
    expect(rows.at(-1)).toEqual([
      'Total',
      api.totals.usd,
      api.totals.campaigns,
      ...api.totals.spend.map((line) => line.amount),
    ]);
    // The code is in the format, not the value; ARS keeps two decimals as on screen (Intl), CLP none.
    const totals = groups?.getRow(groups.rowCount);
    expect([2, 4, 5, 6].map((column) => totals?.getCell(column).numFmt)).toEqual([
      '"USD" #,##0.00',
      '"CLP" #,##0',
      '"EUR" #,##0.00',
      '"ARS" #,##0.00',
    ]);
    expect(groups?.getCell('C2').numFmt).toBe('#,##0');
    expect(groups?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(groups?.autoFilter).toBe(`A1:G${api.rows.length + 1}`);

    const consumption = workbook.getWorksheet('Consumo');
    const chileRow = consumption
      ?.getRows(2, api.campaigns.length)
      ?.find((row) => row.getCell(1).value === campaigns.chile);
    expect(chileRow?.getCell(7)).toMatchObject({ value: 100_000, numFmt: '"CLP" #,##0' });
    expect(chileRow?.getCell(9)).toMatchObject({ value: 45, numFmt: '"USD" #,##0.00' });
    expect(chileRow?.getCell(11)).toMatchObject({ value: 0.43, numFmt: '0.0%' });
    expect(chileRow?.getCell(5).value).toBe('Chile');

    const rates = workbook.getWorksheet('Tipos de cambio');
    const clp = rates?.getRows(2, api.rates.length)?.find((row) => row.getCell(1).value === 'CLP');
    expect(clp?.getCell(2)).toMatchObject({ value: new Date('2026-03-02T00:00:00Z'), numFmt: 'dd/mm/yy' });
    expect(clp?.getCell(3)).toMatchObject({ value: 1_000, numFmt: '#,##0' });
  });

  it("says the period and when it was generated in the account's language and time zone", async () => {
    await expenses.testApp.database.db
      .update(accounts)
      .set({ language: 'en', timezone: 'Asia/Tokyo' })
      .where(eq(accounts.id, admin.id));
    const { workbook, sheets, fileName } = await workbookOf({ ...PERIOD, groupBy: 'country' });
    expect(fileName).toContain('expenses-country-2026-03-01-2026-03-31.xlsx');
    expect(sheets).toEqual(['Summary', 'By country', 'Consumption', 'Rates']);
    const summary = valuesOf(workbook.getWorksheet('Summary'));
    expect(summary[0]).toEqual(['Expense report']);
    expect(summary).toContainEqual(['Period', '01/03/26 – 31/03/26']);
    expect(summary).toContainEqual(['Grouped by', 'Country']);
    expect(summary).toContainEqual(['Total USD', 52.67]);
    const generated = summary.find((row) => row[0] === 'Generated at');
    expect(generated?.[1]).toMatch(/^\d\d\/\d\d\/\d\d \d\d:\d\d GMT\+9$/);
    expect(valuesOf(workbook.getWorksheet('By country')).map((row) => row[0])).toEqual([
      'Country',
      'Chile',
      'Spain',
      'Argentina',
      'Total',
    ]);
  });
});
