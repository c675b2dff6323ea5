import { describe, expect, it } from 'vitest';
import { pdfItems } from '../../../test/helpers/pdf-text';
import type { ReportTable } from '../table';
import { PdfReport } from './document';
import { writeTable } from './table';

const LONG =
  'Aerolíneas Pampa Escapadas de Fin de Semana Noviembre 2026 con Descuentos Exclusivos para Socios';

async function drawn(table: ReportTable, direction: 'ltr' | 'rtl' = 'ltr') {
  const pdf = new PdfReport(
    { title: 'Campaign report', subject: 'Test', generatedAt: new Date('2026-11-14T12:00:00Z') },
    { language: 'en', timeZone: 'UTC', direction },
  );
  writeTable(pdf, table);
  return pdfItems(await pdf.end());
}

const apps: ReportTable = {
  title: 'By app',
  columns: [
    { title: 'Campaign', kind: 'text', wide: true },
    { title: 'App', kind: 'text', wide: true },
    { title: 'App ID', kind: 'text' },
    { title: 'Impressions', kind: 'count' },
    { title: 'Clicks', kind: 'count' },
    { title: 'CTR', kind: 'ctr' },
  ],
  rows: [
    [LONG, 'My Talking Tom 2', 'com.outfit7.mytalkingtom2', 1_246, 34, 2.73],
    ['Short', 'Waze', 'com.waze', 324_947, 3_343, 1.03],
  ],
};

describe('a PDF table', () => {
  it('wraps a long name inside its cell, above the next row, and keeps identifiers and figures whole', async () => {
    const [page = []] = await drawn(apps);
    const lines = page.filter((item) => LONG.includes(item.text.trim()) && item.text.trim().length > 3);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.map((item) => item.text.trim()).join(' ')).toBe(LONG);
    const next = page.find((item) => item.text === 'Short');
    // PDF heights grow upwards: the next row starts under the name's last line.
    expect(next?.y).toBeLessThan(Math.min(...lines.map((item) => item.y)) - 8);
    const figure = page.find((item) => item.text === '1,246');
    const heading = page.find((item) => item.text === 'Impressions');
    // Right-aligned under a right-aligned heading: both end at the column's right edge.
    expect(
      Math.abs((figure?.x ?? 0) + (figure?.width ?? 0) - ((heading?.x ?? 0) + (heading?.width ?? 0))),
    ).toBeLessThan(0.5);
    expect(page.some((item) => item.text === 'com.outfit7.mytalkingtom2')).toBe(true);
  });

  it('repeats the header on the next page and says so when there is nothing to show', async () => {
    const many: ReportTable = {
      title: 'By day',
      columns: [
        { title: 'Date', kind: 'day' },
        { title: 'Impressions', kind: 'count' },
      ],
      rows: Array.from({ length: 70 }, (_, index) => [
        `2026-01-${String((index % 28) + 1).padStart(2, '0')}`,
        index,
      ]),
      totals: ['Total', 2415],
    };
    const pages = await drawn(many);
    expect(pages.length).toBe(2);
    for (const page of pages) expect(page.filter((item) => item.text === 'Impressions')).toHaveLength(1);
    expect(pages[1]?.some((item) => item.text === '2,415')).toBe(true);
    expect(pages[1]?.some((item) => item.text === 'Page 2 of 2')).toBe(true);

    const [empty = []] = await drawn({ ...many, rows: [], totals: undefined });
    expect(empty.map((item) => item.text)).toContain('No data for these days');
  });

  it('mirrors the columns right to left', async () => {
    const [ltr = []] = await drawn(apps);
    const [rtl = []] = await drawn(apps, 'rtl');
    const at = (page: typeof ltr, text: string) => page.find((item) => item.text === text)?.x ?? Number.NaN;
    expect(at(ltr, 'Campaign')).toBeLessThan(at(ltr, 'CTR'));
    expect(at(rtl, 'Campaign')).toBeGreaterThan(at(rtl, 'CTR'));
  });
});
