import type { ExpenseReportResponse } from '@adcontrol/domain/expenses/contracts';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { browserPerFile, seriousViolations, type ViewportOptions } from '../support/browser';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

type Look = ViewportOptions & Preferences;

async function open(role: string, path: string, look: Look = {}): Promise<Page> {
  context = await browsing.context(baseUrl, look);
  await signInContext(context, baseUrl, demoEmail(role), { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Last month as the network counts days (-03:00): the demo has delivered every day of it. */
function lastMonth(): { from: string; to: string } {
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const to = new Date(Date.parse(`${today.slice(0, 8)}01T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

const usd = (value: number) =>
  `USD\u00a0${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('expense report', () => {
  it('is reached from Home; the admin switches grouping and downloads the same figures as XLSX', async () => {
    const { from, to } = lastMonth();
    const page = await open('admin', '/');
    await page
      .getByRole('navigation', { name: 'Money' })
      .getByRole('link', { name: /Expense report/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Expense report' }).waitFor();
    await page.getByRole('button', { name: 'Last month' }).click();
    // The figures the screen shows are the answer it received for last month by currency: compared at that
    // instant, a figure that moved between two reads cannot fail the test. The two clicks follow each other at
    // once, as a quick user's do: the second must not undo the first (lib/use-address-params.ts).
    const answered = page.waitForResponse((response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/reports/expenses' &&
        url.searchParams.get('groupBy') === 'currency' &&
        url.searchParams.get('from') === from &&
        url.searchParams.get('to') === to
      );
    });
    await page.getByRole('button', { name: 'Currency' }).click();
    const expected = (await (await answered).json()) as ExpenseReportResponse;
    await expect
      .poll(() => new URL(page.url()).searchParams.toString())
      .toBe(new URLSearchParams({ from, to, groupBy: 'currency' }).toString());
    expect(expected.totals.usd).toBeGreaterThan(0);
    const table = page.getByRole('table', { name: /Spend by currency/ });
    await table.waitFor();
    await expect.poll(() => table.getByRole('row').count()).toBe(expected.rows.length + 2);
    const totals = page.getByRole('region', { name: 'Total in US dollars' });
    await totals.getByText(usd(expected.totals.usd), { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`expenses-currency-${from}-${to}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) as string);
    const sheet = workbook.getWorksheet('By currency');
    const last = sheet?.getRow(sheet.rowCount).values as unknown[];
    expect(last.slice(1)).toEqual([
      'Total',
      expected.totals.usd,
      expected.totals.campaigns,
      ...expected.totals.spend.map((line) => line.amount),
    ]);
    expect(workbook.getWorksheet('Rates')?.rowCount).toBe(expected.rates.length + 1);
  });

  it('is refused to an advertiser, on screen and by the API', async () => {
    const page = await open('advertiser', '/expenses');
    await page.getByRole('heading', { level: 1, name: 'Restricted' }).waitFor();
    const { authToken } = await signInApi(baseUrl, demoEmail('advertiser'));
    const { from, to } = lastMonth();
    const refused = await callApi(baseUrl, authToken, 'GET', `/reports/expenses?from=${from}&to=${to}`);
    expect(refused.status).toBe(403);
  });

  it('reads well at 375 px, dark, right to left, with a drill-down open', async () => {
    const { from, to } = lastMonth();
    const look: Look = { width: 375, height: 812, colorScheme: 'dark', direction: 'rtl' };
    const page = await open('admin', `/expenses?from=${from}&to=${to}&groupBy=advertiser`, look);
    await page.getByRole('table', { name: /Spend by advertiser/ }).waitFor();
    await page
      .getByRole('button', { name: /Show the campaigns of/ })
      .first()
      .click();
    await page.getByRole('list', { name: /Consumption of/ }).waitFor();
    // Nothing wider than the screen: the tables scroll inside their card.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: process.env.E2E_SCREENSHOTS, fullPage: true });
  });
});
