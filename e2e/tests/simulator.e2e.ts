import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserPerFile, seriousViolations, type ViewportOptions } from '../support/browser';
import { typeDate } from '../support/dates';
import { choose } from '../support/screens';
import { demoEmail, type Preferences, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

/** A day from today, `YYYY-MM-DD`. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function openSimulator(look: ViewportOptions & Preferences = {}): Promise<Page> {
  context = await browsing.context(baseUrl, look);
  await signInContext(context, baseUrl, demoEmail('advertiser'), { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto('/simulator');
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** A 30-day push campaign bought by the click in Chile. */
async function fillScenario(page: Page, budget: string) {
  await choose(page, 'Country', 'Chile');
  await choose(page, 'Format', 'Push notification');
  await choose(page, 'Purchase model', 'CPC');
  await page.getByRole('textbox', { name: /Budget/ }).fill(budget);
  await typeDate(page, /Start/, inDays(7));
  await typeDate(page, /End/, inDays(36));
}

const figure = (page: Page, name: string) =>
  page.getByRole('region', { name: 'Forecast' }).getByRole('group', { name });

describe('the simulator', () => {
  it('forecasts from the demo history, compares two scenarios and turns one into a campaign draft', async () => {
    const page = await openSimulator();
    await fillScenario(page, '3.000.000');
    // The price formula's suggestion fills the price.
    await expect.poll(() => page.getByRole('textbox', { name: /Unit price/ }).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Forecast' }).click();

    await expect.poll(() => figure(page, 'Clicks').textContent()).toMatch(/Range/);
    const basis = page.getByRole('region', { name: 'What this forecast is based on' });
    expect(await basis.textContent()).toMatch(/based on \d+ campaigns/i);
    expect(await page.getByRole('img', { name: /Expected impressions per day over 30 days/ }).count()).toBe(
      1,
    );
    await page.getByRole('button', { name: 'Add to comparison' }).click();

    await page.getByRole('textbox', { name: /Budget/ }).fill('6.000.000');
    await page.getByRole('button', { name: 'Forecast' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Add to comparison' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Add to comparison' }).click();

    const table = page.getByRole('table', { name: 'Scenarios side by side' });
    await expect.poll(() => table.getByRole('columnheader', { name: /Scenario \d/ }).count()).toBe(2);
    const clicks = table.getByRole('row', { name: /^Clicks/ }).getByRole('cell');
    await expect.poll(() => clicks.nth(1).textContent()).toMatch(/\d/);
    const [first, second] = await Promise.all([clicks.nth(0).textContent(), clicks.nth(1).textContent()]);
    const expected = (text: string | null) => Number((text ?? '').split(/\s|–/)[0]?.replace(/\D/g, ''));
    // Twice the budget, about twice the clicks.
    expect(expected(second) / expected(first)).toBeCloseTo(2, 0);

    await table.getByRole('button', { name: 'Create campaign from Scenario 2' }).click();
    await page.waitForURL(`${baseUrl}/campaigns/create`);
    await page.getByRole('heading', { level: 1, name: 'New campaign' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Total budget' }).inputValue()).toBe('6.000.000');
    const [year, month, day] = inDays(7).split('-');
    expect(await page.getByRole('group', { name: 'Start date' }).textContent()).toContain(
      `${day}/${month}/${year?.slice(2)}`,
    );
    expect(await page.getByRole('combobox', { name: 'Purchase model' }).textContent()).toContain('CPC');
  });

  it('has no serious accessibility violation nor sideways scroll at 375 px, dark, right to left', async () => {
    const page = await openSimulator({ width: 375, height: 812, colorScheme: 'dark', direction: 'rtl' });
    await fillScenario(page, '3.000.000');
    await expect.poll(() => page.getByRole('textbox', { name: /Unit price/ }).inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Forecast' }).click();
    await page.getByRole('button', { name: 'Add to comparison' }).click();
    await page.getByRole('table', { name: 'Scenarios side by side' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
