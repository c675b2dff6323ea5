import type { ProgrammaticListResponse } from '@adcontrol/domain/campaigns/programmatic';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';
import { textOf, wordsOf } from '../support/words';

/*
 * Programmatics (docs/decisions/035) in Chromium against the real server, whose offline exchange's demo deals the
 * app synced at start: a seller sees their deals, filters them, pauses one and opens its statistics; analysts and
 * advertisers are turned away by the app and the API; the screen passes axe on a phone, dark, right to left.
 */

const { baseUrl } = sharedServer();
const english = wordsOf('en', 'programmatics');
const spanish = wordsOf('es', 'programmatics');

const t = (key: string, values?: Record<string, string | number>) => textOf(english, key, values);

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

/** The seller's deals as the API lists them, once the start-up sync brought them in. */
async function dealsOf(token: string, filter: object = {}) {
  const path = `/campaigns/programmatics?filter=${encodeURIComponent(JSON.stringify(filter))}`;
  let answer = await callApi<ProgrammaticListResponse>(baseUrl, token, 'GET', path);
  for (let tries = 0; answer.body.total === 0 && tries < 20; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    answer = await callApi<ProgrammaticListResponse>(baseUrl, token, 'GET', path);
  }
  expect(answer.status).toBe(200);
  return answer.body;
}

async function openProgrammatics(role: string, preferences: Preferences = {}, width = 1440) {
  context = await newContext(browser, baseUrl, {
    width,
    height: width > 500 ? 900 : 812,
    colorScheme: preferences.mode === 'dark' ? 'dark' : 'light',
  });
  const session = await signInContext(context, baseUrl, demoEmail(role), preferences);
  const page = await context.newPage();
  await page.goto('/campaigns/programmatics');
  return { page, token: session.authToken };
}

describe('the Programmatics screen', () => {
  it('shows a seller their deals, filters them, pauses one and opens its statistics', async () => {
    const { authToken } = await signInApi(baseUrl, demoEmail('seller'));
    const all = await dealsOf(authToken);
    expect(all.total).toBeGreaterThan(0);
    const { page } = await openProgrammatics('seller');
    const table = page.getByRole('table', { name: t('programmatics.tableLabel') });
    await expect
      .poll(() => table.locator('tbody tr').count(), { timeout: 20_000 })
      .toBe(Math.min(30, all.total));
    const total = t(all.total === 1 ? 'programmatics.total_one' : 'programmatics.total_other', {
      formatted: all.total.toLocaleString('en'),
    });
    await page.getByText(total).waitFor();

    // Filter to the deals delivering now, as the API counts them.
    const delivering = await dealsOf(authToken, { status: 'DELIVERING' });
    await page.getByRole('combobox', { name: t('programmatics.filters.status') }).click();
    await page.getByRole('option', { name: t('programmatics.status.DELIVERING'), exact: true }).click();
    await expect.poll(() => table.locator('tbody tr').count()).toBe(delivering.items.length);

    const deal = delivering.items[0];
    if (!deal) throw new Error('the seller has no delivering deal');
    await page.getByRole('button', { name: t('programmatics.actions.pause', { name: deal.name }) }).click();
    await page.getByText(t('programmatics.actions.paused')).waitFor();
    // Paused, it leaves the filtered list; the API says so too.
    await expect.poll(() => table.locator('tbody tr').count()).toBe(delivering.items.length - 1);
    const paused = await dealsOf(authToken, { status: 'PAUSED', search: deal.exchangeDealId });
    expect(paused.items.map((item) => item.id)).toEqual([deal.id]);

    await page.getByRole('button', { name: t('programmatics.filters.clear') }).click();
    await page.getByRole('searchbox', { name: t('programmatics.filters.search') }).fill(deal.exchangeDealId);
    await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
    await page
      .getByRole('button', { name: t('programmatics.actions.statistics', { name: deal.name }) })
      .click();
    const drawer = page.getByRole('dialog', { name: deal.name });
    await drawer.getByText(t('programmatics.status.PAUSED'), { exact: true }).waitFor();
    const totals = drawer.getByRole('region', { name: t('programmatics.detail.totals') });
    await totals.getByText(deal.impressions.toLocaleString('en'), { exact: true }).waitFor();
    await drawer.locator('[data-testid="daily-chart"] canvas').waitFor();
  });

  it('turns analysts and advertisers away, in the app and in the API', async () => {
    for (const role of ['analyst', 'advertiser']) {
      const { page, token } = await openProgrammatics(role);
      await page.getByText(textOf(english, 'access.restrictedBody')).waitFor();
      const answer = await callApi(baseUrl, token, 'GET', '/campaigns/programmatics');
      expect(answer.status).toBe(403);
      await context?.close();
      context = undefined;
    }
  });

  it('has no serious accessibility problem on a phone, dark, right to left, in Spanish', async () => {
    const { page } = await openProgrammatics(
      'seller',
      { mode: 'dark', direction: 'rtl', language: 'es' },
      375,
    );
    const table = page.getByRole('table', { name: textOf(spanish, 'programmatics.tableLabel') });
    await table.waitFor({ timeout: 20_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await table.locator('tbody tr').first().getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('region').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
