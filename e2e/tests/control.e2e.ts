import type { CampaignListFilter } from '@adcontrol/domain/campaigns/campaign';
import type { CampaignListResponse } from '@adcontrol/domain/campaigns/contracts';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, uniqueWord } from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { typeDate } from '../support/dates';
import { demoEmail, type Preferences, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';
import { textOf, wordsOf } from '../support/words';

/*
 * Issue 9's Control screen in Chromium against the real server and its demo data: an admin filters (each
 * filter in turn), searches, sorts, chooses columns and exports, and finds it all again after a reload; a seller pauses, activates and
 * deletes a campaign; an advertiser reads its own; the screen passes axe on a phone, dark, right to left, in
 * Spanish.
 */

const { baseUrl } = sharedServer();
const english = wordsOf('en', 'control');
const spanish = wordsOf('es', 'control');

const t = (key: string, values?: Record<string, string | number>) => textOf(english, key, values);
const message = (key: MessageKey) => MESSAGES[key].en;

let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
});

async function openControl(role: string, preferences: Preferences = {}, width = 1440) {
  context = await newContext(browser, baseUrl, {
    width,
    height: width > 500 ? 900 : 812,
    colorScheme: preferences.mode === 'dark' ? 'dark' : 'light',
  });
  const session = await signInContext(context, baseUrl, demoEmail(role), preferences);
  const page = await context.newPage();
  const firstList = page.waitForRequest((request) => /\/api\/campaigns(\/mine|\?|$)/.test(request.url()));
  await page.goto('/campaigns');
  return { page, token: session.authToken, firstList: await firstList };
}

async function list(token: string, filter: CampaignListFilter) {
  const answer = await callApi<CampaignListResponse>(
    baseUrl,
    token,
    'GET',
    `/campaigns?filter=${encodeURIComponent(JSON.stringify(filter))}`,
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

const table = (page: Page) => page.getByRole('table', { name: t('control.tableLabel') });
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const totalText = (count: number) =>
  t(count === 1 ? 'control.total_one' : 'control.total_other', { formatted: count.toLocaleString('en') });

describe('the Control screen', () => {
  it('shows an admin the default query, and keeps filters, columns and sort across a reload', async () => {
    const { page, token, firstList } = await openControl('admin');
    const sent = JSON.parse(new URL(firstList.url()).searchParams.get('filter') ?? '{}');
    expect(sent).toEqual({ page: 1, limit: 5, status: 'in progress', sort: 'endDate', order: 'asc' });
    const inProgress = await list(token, { status: 'in progress' });
    await expect.poll(() => page.getByText(totalText(inProgress.total)).count()).toBe(1);
    await expect.poll(() => bodyRows(page).count()).toBe(5);
    const firstName = inProgress.items[0]?.name ?? '';
    await expect.poll(() => bodyRows(page).first().textContent()).toContain(firstName);

    // A filter: any status.
    await page.getByRole('button', { name: t('control.filters.title') }).click();
    await page.getByRole('combobox', { name: t('control.filters.status') }).click();
    await page.getByRole('option', { name: t('control.filters.allStatuses') }).click();
    const all = await list(token, { status: 'all' });
    await expect.poll(() => page.getByText(totalText(all.total)).count()).toBe(1);

    // Sort by a numeric column, highest first.
    await table(page)
      .getByRole('button', { name: t('control.columns.impressions'), exact: true })
      .click();
    const byImpressions = await list(token, { status: 'all', sort: 'impressions', order: 'desc' });
    await expect
      .poll(() => bodyRows(page).first().textContent())
      .toContain(byImpressions.items[0]?.name ?? 'none');

    // Show the weight column and hide the USD budget.
    await page.getByRole('button', { name: t('control.chooser.open') }).click();
    const chooser = page.getByRole('dialog', { name: t('control.chooser.title') });
    await chooser.getByRole('checkbox', { name: t('control.columns.weight') }).check();
    await chooser.getByRole('checkbox', { name: t('control.columns.budgetUsd') }).uncheck();
    await chooser.getByRole('button', { name: t('control.chooser.done') }).click();
    await expect.poll(() => chooser.count()).toBe(0);

    await page.reload();
    await expect.poll(() => page.getByText(totalText(all.total)).count()).toBe(1);
    await expect
      .poll(() => bodyRows(page).first().textContent())
      .toContain(byImpressions.items[0]?.name ?? 'none');
    const headers = () => table(page).getByRole('columnheader').allTextContents();
    await expect.poll(headers).toContain(t('control.columns.weight'));
    expect(await headers()).not.toContain(t('control.columns.budgetUsd'));
    expect(
      await table(page)
        .getByRole('columnheader', { name: t('control.columns.impressions'), exact: true })
        .getAttribute('aria-sort'),
    ).toBe('descending');

    // Search from 3 letters.
    const box = page.getByRole('searchbox', { name: t('control.search.label') });
    const word = firstName.split(' ')[0] ?? '';
    await box.fill(word.slice(0, 2));
    await expect.poll(() => page.getByText(t('control.search.tooShort', { count: 3 })).count()).toBe(1);
    await box.fill(word);
    const searched = await list(token, { status: 'all', search: word });
    await expect.poll(() => page.getByText(totalText(searched.total)).count()).toBe(1);

    // Export the whole filtered table: a workbook whose figures are numbers, under a header in row 1.
    await page.getByRole('button', { name: t('control.export.open') }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: t('control.export.xlsx') }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path()) ?? '');
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const titles = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(titles[0]).toBe(t('control.columns.campaign'));
    expect(sheet.rowCount).toBe(1 + searched.total);
    const impressions = sheet.getRow(2).getCell(titles.indexOf(t('control.columns.impressions')) + 1);
    expect(impressions.type).toBe(ExcelJS.ValueType.Number);
    expect(impressions.numFmt).toBe('#,##0');
  });

  it('narrows the table by each filter to what the API answers for it', async () => {
    const { page, token } = await openControl('admin');
    await page.getByRole('button', { name: t('control.filters.title') }).click();
    // The filter panel's; an empty result offers the same button again under the table.
    const clear = page.getByRole('button', { name: t('control.filters.clear') }).first();
    await clear.waitFor();

    /** Does what a user does to one filter, then checks the total shown against the API for what was sent. */
    async function narrow(key: keyof CampaignListFilter, act: () => Promise<void>) {
      const sent = page.waitForRequest((request) => {
        const filter = new URL(request.url()).searchParams.get('filter');
        return /\/api\/campaigns\?/.test(request.url()) && filter !== null && key in JSON.parse(filter);
      });
      await act();
      const filter = JSON.parse(new URL((await sent).url()).searchParams.get('filter') ?? '{}');
      const answer = await list(token, filter);
      await expect.poll(() => page.getByText(totalText(answer.total)).count(), { message: key }).toBe(1);
      await clear.click();
    }
    const pick = async (label: string, nth = 1) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option').nth(nth).click();
    };

    await narrow('seller', () => pick(t('control.filters.seller')));
    // An admin reads a chosen advertiser's campaigns whole from /campaigns/of/{id} (SPEC 6), filtered on screen.
    const whole = page.waitForRequest((request) => /\/api\/campaigns\/of\/\d+$/.test(request.url()));
    await pick(t('control.filters.advertiser'));
    const advertiser = Number((await whole).url().split('/').at(-1));
    const ofAdvertiser = await list(token, { status: 'in progress', advertiser });
    await expect.poll(() => page.getByText(totalText(ofAdvertiser.total)).count()).toBe(1);
    await clear.click();
    await narrow('country', () => pick(t('control.filters.country')));
    await narrow('currencies', async () => {
      await pick(t('control.filters.currencies'), 0);
      await page.keyboard.press('Escape');
    });
    const today = new Date().toISOString().slice(0, 10);
    await narrow('startDate', () => typeDate(page, t('control.filters.startDate'), today));
    await narrow('endDate', () => typeDate(page, t('control.filters.endDate'), today));
    await narrow('optimized', () => pick(t('control.filters.optimized')));
  });

  it("links each name to the campaign's page, keeps it in view sideways, and dates the USD rate", async () => {
    const { page, token } = await openControl('admin');
    const shown = (await list(token, { status: 'in progress' })).items;
    const first = shown[0];
    await expect.poll(() => bodyRows(page).count()).toBe(shown.length);

    // The name stays at the reading start while the table scrolls to its other end.
    const container = table(page).locator('xpath=..');
    await container.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    expect(await container.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const link = bodyRows(page)
      .first()
      .getByRole('link', { name: first?.name ?? 'none' });
    const box = await container.boundingBox();
    const linkBox = await link.boundingBox();
    expect(linkBox?.x ?? -1).toBeGreaterThanOrEqual(box?.x ?? 0);
    expect((linkBox?.x ?? 0) + (linkBox?.width ?? 0)).toBeLessThan((box?.x ?? 0) + (box?.width ?? 0) / 2);

    // The USD budget names the rate it was converted at and that rate's day.
    const foreign = shown.find((row) => row.currency !== 'USD');
    if (foreign) {
      const [year = '', month = '', day = ''] = foreign.exchangeRate.date.split('-');
      const rate = t('control.exchangeRate', {
        perUsd: foreign.exchangeRate.perUsd.toLocaleString('en', { maximumFractionDigits: 4 }),
        currency: foreign.currency,
        date: `${day}/${month}/${year.slice(2)}`,
      });
      const row = bodyRows(page).filter({ hasText: foreign.name });
      await expect.poll(() => row.textContent()).toContain(rate);
    }

    // A middle click opens the campaign in a new tab; a plain click opens it here.
    const [tab] = await Promise.all([context?.waitForEvent('page'), link.click({ button: 'middle' })]);
    await tab?.waitForLoadState();
    expect(new URL(tab?.url() ?? '').pathname).toBe(`/campaigns/${first?.id}`);
    await link.click();
    await page.waitForURL(`**/campaigns/${first?.id}`);
  });

  it('lets a seller pause, activate and delete a campaign', async () => {
    const { page, token } = await openControl('seller');
    const mine = await list(token, { status: 'in progress', limit: 1 });
    const original = mine.items[0];
    expect(original).toBeDefined();
    const name = uniqueWord('Control');
    const copy = await callApi<{ id: number }>(
      baseUrl,
      token,
      'POST',
      `/campaigns/${original?.id}/duplicate`,
      {
        name,
      },
    );
    expect(copy.status).toBe(201);

    await page.getByRole('searchbox', { name: t('control.search.label') }).fill(name);
    await expect.poll(() => page.getByText(totalText(1)).count()).toBe(1);
    const menu = page.getByRole('button', { name: t('control.actions.menu', { name }) });

    await menu.click();
    await page.getByRole('menuitem', { name: t('control.actions.pause') }).click();
    await expect.poll(() => page.getByText(message('campaigns.paused')).count()).toBe(1);
    await expect.poll(() => bodyRows(page).first().textContent()).toContain(t('control.rawStatus.PAUSED'));

    await menu.click();
    await page.getByRole('menuitem', { name: t('control.actions.activate') }).click();
    await expect.poll(() => page.getByText(message('campaigns.activated')).count()).toBe(1);
    const details = await callApi<{ status: string }>(
      baseUrl,
      token,
      'GET',
      `/campaigns/${copy.body.id}/details`,
    );
    expect(details.body.status).not.toBe('PAUSED');

    await menu.click();
    await page.getByRole('menuitem', { name: t('control.actions.delete') }).click();
    const dialog = page.getByRole('dialog', { name: t('control.delete.title') });
    await dialog.getByRole('button', { name: t('control.delete.confirm') }).click();
    await expect.poll(() => page.getByText(message('campaigns.removed')).count()).toBe(1);
    await expect.poll(() => page.getByText(t('control.empty.noMatchTitle')).count()).toBe(1);
    const gone = await callApi(baseUrl, token, 'GET', `/campaigns/${copy.body.id}/details`);
    expect(gone.status).toBe(404);
  });

  it("reads an advertiser's own campaigns from /campaigns/mine", async () => {
    const { page, token, firstList } = await openControl('advertiser');
    expect(new URL(firstList.url()).pathname).toBe('/api/campaigns/mine');
    const own = await callApi<{ displayStatus: string }[]>(baseUrl, token, 'GET', '/campaigns/mine');
    const inProgress = own.body.filter((row) => row.displayStatus === 'in progress').length;
    await expect.poll(() => page.getByText(totalText(inProgress)).count()).toBe(1);
  });

  it('has no serious accessibility problem on a phone, dark, right to left, in Spanish', async () => {
    const { page } = await openControl('seller', { mode: 'dark', direction: 'rtl', language: 'es' }, 375);
    await page.getByRole('table', { name: textOf(spanish, 'control.tableLabel') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: textOf(spanish, 'control.filters.title') }).click();
    await page.getByRole('combobox', { name: textOf(spanish, 'control.filters.status') }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
