import type { HomeSummary } from '@adcontrol/domain/home/summary';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccountAs, NEW_PASSWORD } from '../support/api';
import { browserPerFile, seriousViolations, type ViewportOptions } from '../support/browser';
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

/** The chart is drawn (a canvas with some size) once its lazily loaded library ran. */
async function chartDrawn(page: Page): Promise<boolean> {
  const canvas = page.getByTestId('daily-chart').locator('canvas').first();
  if (!(await canvas.isVisible())) return false;
  const box = await canvas.boundingBox();
  return (box?.width ?? 0) > 100 && (box?.height ?? 0) > 100;
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
