import type { HomeSummary } from '@adcontrol/domain/home/summary';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccountAs, NEW_PASSWORD } from '../support/api';
import { browserPerFile, seriousViolations, type ViewportOptions } from '../support/browser';
import { chartDrawn } from '../support/screens';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

async function summaryOf(token: string): Promise<HomeSummary> {
  const answer = await callApi<HomeSummary>(baseUrl, token, 'GET', '/home/summary');
  expect(answer.status).toBe(200);
  return answer.body;
}

type Look = ViewportOptions & Preferences;

/** Home as `email` sees it, once its figures are on screen. */
async function openHome(email: string, look: Look = {}, password?: string): Promise<Page> {
  context = await browsing.context(baseUrl, look);
  await signInContext(context, baseUrl, email, { ...look, mode: look.colorScheme, password });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** A card of Home by its title (each is a labelled region). */
function card(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

const en = (value: number) => value.toLocaleString('en-US');

describe('Home', () => {
  for (const role of ['admin', 'advertiser'] as const) {
    it(`shows the ${role}'s own figures from the API, with the chart drawn`, async () => {
      const { authToken } = await signInApi(baseUrl, demoEmail(role));
      const summary = await summaryOf(authToken);
      expect(summary.campaigns.total).toBeGreaterThan(0);
      const page = await openHome(demoEmail(role));

      const impressions = card(page, 'Impressions · last 30 days');
      await impressions.getByText(en(summary.last30Days.impressions), { exact: true }).waitFor();
      await impressions.getByText(en(summary.yesterday.impressions), { exact: true }).waitFor();
      await card(page, 'Clicks · last 30 days')
        .getByText(en(summary.last30Days.clicks), { exact: true })
        .waitFor();
      await card(page, 'CTR · last 30 days')
        .getByText(`${summary.last30Days.ctr.toFixed(2)}%`, { exact: true })
        .waitFor();
      // The headline comes first; when one status holds every campaign in progress, its count repeats it.
      await card(page, 'Campaigns in progress')
        .getByText(en(summary.campaigns.inProgress), { exact: true })
        .first()
        .waitFor();

      const spend = card(page, 'Budget spent');
      for (const line of summary.spend) {
        await spend.getByText(line.currency, { exact: true }).waitFor();
        await spend
          .getByText(`${line.spentPercentage.toFixed(1)}%`)
          .first()
          .waitFor();
      }

      const top = card(page, 'Top campaigns');
      for (const campaign of summary.top) {
        const link = top.getByRole('link', { name: campaign.name, exact: true });
        expect(await link.getAttribute('href')).toBe(`/campaigns/${campaign.id}`);
      }
      const ending = card(page, 'Ending soon');
      for (const campaign of summary.endingSoon) {
        const link = ending.getByRole('link', { name: campaign.name, exact: true });
        expect(await link.getAttribute('href')).toBe(`/campaigns/${campaign.id}`);
      }

      await expect.poll(() => chartDrawn(page)).toBe(true);
      const chart = page.getByRole('img', { name: /^Chart of daily impressions and clicks/ });
      expect(await chart.getAttribute('aria-label')).toContain(
        `${en(summary.daily.reduce((sum, day) => sum + day.impressions, 0))} impressions`,
      );
      const rows = page.getByRole('table', { name: 'Daily impressions, clicks and CTR' }).getByRole('row');
      expect(await rows.count()).toBe(summary.daily.length + 1);
    });
  }

  it('shows the brand on the background of the stored mode while its code loads, then Home in its font', async () => {
    // The browser prefers light; the stored choice is dark, and the start screen follows the stored choice.
    context = await browsing.context(baseUrl, { width: 375, height: 812, colorScheme: 'light' });
    await signInContext(context, baseUrl, demoEmail('admin'), { mode: 'dark' });
    // Records whether the app ever left its root empty (a blank page) between the start screen and Home.
    await context.addInitScript(() => {
      const seen = { blank: false };
      Object.assign(window, { startScreenWatch: seen });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (root && root.childElementCount === 0) seen.blank = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });

    const start = page.locator('#root .start');
    await start.waitFor();
    expect(await start.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      'rgb(15, 20, 32)',
    );
    expect(await start.locator('svg').isVisible()).toBe(true);

    release();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await start.count()).toBe(0);
    expect(
      await page.evaluate(
        () => (window as unknown as { startScreenWatch: { blank: boolean } }).startScreenWatch.blank,
      ),
    ).toBe(false);
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family);
    });
    expect(fonts.map((family) => family.replaceAll('"', ''))).toContain('Roboto Variable');
  });

  it('draws the chart on a phone only once it is scrolled to', async () => {
    const page = await openHome(demoEmail('admin'), { width: 375, height: 812 });
    const chart = page.getByTestId('daily-chart');
    await card(page, 'Impressions · last 30 days').waitFor();
    await chart.waitFor();
    // Half a screen below the first one: a placeholder, and none of the chart's code has run.
    await page.waitForLoadState('networkidle');
    expect(await chart.locator('canvas').count()).toBe(0);
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chartDrawn(page)).toBe(true);
  });

  it('opens a campaign detail from its name', async () => {
    const { authToken } = await signInApi(baseUrl, demoEmail('admin'));
    const [first] = (await summaryOf(authToken)).top;
    if (!first) throw new Error('the demo admin has no top campaign');
    const page = await openHome(demoEmail('admin'));
    await card(page, 'Top campaigns').getByRole('link', { name: first.name, exact: true }).click();
    await page.waitForURL(`${baseUrl}/campaigns/${first.id}`);
  });

  for (const look of [
    // Two looks cover both widths, both modes, both directions and the two other languages between them.
    { width: 1440, colorScheme: 'light', language: 'pt', direction: 'ltr' },
    { width: 375, height: 812, colorScheme: 'dark', language: 'es', direction: 'rtl' },
  ] as const) {
    it(`has no serious accessibility violation nor sideways scroll (${Object.values(look).join(', ')})`, async () => {
      const page = await openHome(demoEmail('admin'), look);
      await expect.poll(() => chartDrawn(page)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  it('shows the daily figures as a table on request, newest day first', async () => {
    const { authToken } = await signInApi(baseUrl, demoEmail('advertiser'));
    const newest = (await summaryOf(authToken)).daily.at(-1);
    if (!newest) throw new Error('no daily figures');
    const page = await openHome(demoEmail('advertiser'), { width: 375, height: 812, colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Show table' }).click();
    const table = page.getByRole('region', { name: 'Daily impressions, clicks and CTR' });
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.getByText(en(newest.impressions), { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Show chart' }).click();
    await expect.poll(() => chartDrawn(page)).toBe(true);
  });

  it('tells a new advertiser there is nothing yet, and leads to creating a campaign', async () => {
    const { authToken } = await signInApi(baseUrl, demoEmail('admin'));
    const fresh = await createAccountAs(baseUrl, authToken, {
      role: 'advertiser',
      company: 'Recién Llegado',
    });
    const freshToken = (await signInApi(baseUrl, fresh.email, NEW_PASSWORD)).authToken;
    expect((await summaryOf(freshToken)).campaigns.total).toBe(0);

    const page = await openHome(fresh.email, { width: 375, colorScheme: 'dark' }, NEW_PASSWORD);
    await page.getByText('No campaigns yet').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Create your first campaign' }).click();
    await page.waitForURL(`${baseUrl}/campaigns/create`);
  });
});
