import type { AdvertiserOverview } from '@adcontrol/domain/advertisers/overview';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { browserPerFile, seriousViolations, type ViewportOptions } from '../support/browser';
import { chartDrawn } from '../support/screens';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

type Look = ViewportOptions & Preferences;

/** The demo advertiser's own overview over the default days, as the API answers it. */
async function demoOverview(): Promise<AdvertiserOverview> {
  const { authToken, account } = await signInApi(baseUrl, demoEmail('advertiser'));
  const answer = await callApi<AdvertiserOverview>(
    baseUrl,
    authToken,
    'GET',
    `/advertisers/${account.id}/overview`,
  );
  expect(answer.status).toBe(200);
  expect(answer.body.totals.impressions).toBeGreaterThan(0);
  return answer.body;
}

async function open(role: string, path: string, look: Look = {}): Promise<Page> {
  context = await browsing.context(baseUrl, look);
  await signInContext(context, baseUrl, demoEmail(role), { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

const en = (value: number) => value.toLocaleString('en-US');

describe('advertiser page', () => {
  it('lets the admin choose an advertiser and shows its figures, chart and campaigns', async () => {
    const overview = await demoOverview();
    const page = await open('admin', '/advertiser');
    await page.getByText('Choose an advertiser').waitFor();
    await page.getByRole('combobox', { name: 'Advertiser' }).fill(overview.advertiser.name);
    await page.getByRole('option', { name: overview.advertiser.name, exact: true }).click();

    await page.getByRole('heading', { level: 1, name: overview.advertiser.name }).waitFor();
    expect(page.url()).toContain(`advertiser=${overview.advertiser.id}`);
    await page
      .getByRole('region', { name: 'Impressions' })
      .getByText(en(overview.totals.impressions), { exact: true })
      .waitFor();
    await expect.poll(() => chartDrawn(page), { timeout: 15_000 }).toBe(true);
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    expect(await campaigns.getByRole('row').count()).toBe(overview.campaigns.length + 1);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the advertiser its own page, with no one to choose, and leads to its campaigns', async () => {
    const overview = await demoOverview();
    const first = overview.campaigns[0];
    if (!first) throw new Error('the demo advertiser has no campaign in the last 30 days');
    const page = await open('advertiser', '/advertiser');
    await page.getByRole('heading', { level: 1, name: overview.advertiser.name }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Advertiser' }).count()).toBe(0);
    await page
      .getByRole('region', { name: 'Reach' })
      .getByText(en(overview.reach), { exact: true })
      .waitFor();
    // The campaign's name leads to it from its row (its creatives' rows name it too).
    await page
      .getByRole('table', { name: 'Campaigns' })
      .getByRole('link', { name: first.name, exact: true })
      .click();
    await page.waitForURL(`**/campaigns/${first.id}`);
  });

  for (const look of [
    { width: 1440, colorScheme: 'dark', language: 'es', direction: 'ltr' },
    { width: 375, height: 812, colorScheme: 'light', language: 'en', direction: 'rtl' },
  ] satisfies Look[]) {
    it(`reads well at ${look.width} px, ${look.colorScheme}, ${look.language}, ${look.direction}`, async () => {
      const page = await open('advertiser', '/advertiser', look);
      await page
        .getByRole('table', { name: look.language === 'es' ? 'Mejores creatividades' : 'Best creatives' })
        .waitFor();
      await expect.poll(() => chartDrawn(page), { timeout: 15_000 }).toBe(true);
      // Nothing wider than the screen: the tables fit or scroll inside their card.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
