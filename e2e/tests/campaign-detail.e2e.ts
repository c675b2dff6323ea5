import { readFile } from 'node:fs/promises';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { HomeSummary } from '@adcontrol/domain/home/summary';
import type { CampaignStatisticsResponse } from '@adcontrol/domain/statistics/contracts';
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

/** The demo advertiser's campaign with most impressions, and what the API says of it. */
async function seededCampaign(): Promise<{
  campaign: Campaign;
  delivered: CampaignStatisticsResponse['totals'];
}> {
  const { authToken } = await signInApi(baseUrl, demoEmail('advertiser'));
  const summary = await callApi<HomeSummary>(baseUrl, authToken, 'GET', '/home/summary');
  const id = summary.body.top[0]?.id;
  if (!id) throw new Error('the demo advertiser has no campaign with delivery');
  const details = await callApi<Campaign>(baseUrl, authToken, 'GET', `/campaigns/${id}/details`);
  expect(details.status).toBe(200);
  const campaign = details.body;
  const day = (instant: string) => new Date(Date.parse(instant) - 3 * 3_600_000).toISOString().slice(0, 10);
  const today = day(new Date().toISOString());
  const [end = today] = [today, day(campaign.endDate)].sort();
  const totals = await callApi<CampaignStatisticsResponse>(
    baseUrl,
    authToken,
    'POST',
    '/campaigns/statistics',
    {
      campaigns: [id],
      groupBy: 'campaign',
      date: { start: day(campaign.startDate), end },
    },
  );
  expect(totals.status).toBe(200);
  return { campaign, delivered: totals.body.totals };
}

async function openDetail(email: string, id: number, look: Look = {}): Promise<Page> {
  context = await browsing.context(baseUrl, look);
  await signInContext(context, baseUrl, email, { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto(`/campaigns/${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const en = (value: number) => value.toLocaleString('en-US');

describe('campaign detail', () => {
  for (const role of ['admin', 'advertiser'] as const) {
    it(`shows a seeded campaign to the ${role} with its delivery, chart and sections`, async () => {
      const { campaign, delivered } = await seededCampaign();
      expect(delivered.impressions).toBeGreaterThan(0);
      const page = await openDetail(demoEmail(role), campaign.id);

      await page.getByRole('heading', { level: 1, name: campaign.name }).waitFor();
      await page
        .getByRole('region', { name: 'Impressions delivered' })
        .getByText(en(delivered.impressions), { exact: true })
        .waitFor();
      await page
        .getByRole('region', { name: 'Clicks delivered' })
        .getByText(en(delivered.clicks), { exact: true })
        .waitFor();
      await expect.poll(() => chartDrawn(page), { timeout: 15_000 }).toBe(true);
      const creatives = page.getByRole('table', { name: 'By creative' });
      await creatives.waitFor();
      expect(await creatives.getByRole('row').count()).toBeGreaterThan(1);
      await page.getByRole('table', { name: 'CTR by age' }).waitFor();
      // The admin reads every section and decides what the advertiser sees; the advertiser reads the ones the
      // admin shared (none, in the demo). Other switches (the delivery servers' creatives) are not these.
      expect(
        await page.getByRole('region', { name: "Advertiser's report" }).getByRole('switch').count(),
      ).toBe(role === 'admin' ? 3 : 0);
      expect(await page.getByRole('heading', { name: 'By app', exact: true }).count()).toBe(
        role === 'admin' ? 1 : 0,
      );
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('lets the admin share the apps report, which the advertiser then sees', async () => {
    const { campaign } = await seededCampaign();
    const admin = await openDetail(demoEmail('admin'), campaign.id);
    const apps = admin.getByRole('switch', { name: 'Delivery by app' });
    expect(await apps.isChecked()).toBe(false);
    await apps.click();
    await admin.getByText('Report settings saved').waitFor();
    await context?.close();

    const advertiser = await openDetail(demoEmail('advertiser'), campaign.id);
    await advertiser.getByRole('table', { name: 'By app' }).waitFor();

    const { authToken } = await signInApi(baseUrl, demoEmail('admin'));
    const restored = await callApi(baseUrl, authToken, 'POST', `/campaigns/showApps/${campaign.id}`, {
      value: false,
    });
    expect(restored.status).toBe(200);
  });

  for (const look of [
    // Two looks cover both widths, both modes, both directions and both languages the issue names.
    { width: 1440, colorScheme: 'light', language: 'en', direction: 'ltr' },
    { width: 375, height: 812, colorScheme: 'dark', language: 'es', direction: 'rtl' },
  ] satisfies Look[]) {
    it(`reads well at ${look.width} px, ${look.colorScheme}, ${look.language}, ${look.direction}`, async () => {
      const { campaign } = await seededCampaign();
      const page = await openDetail(demoEmail('advertiser'), campaign.id, look);
      await page
        .getByRole('table', { name: look.language === 'es' ? 'Por creatividad' : 'By creative' })
        .waitFor();
      await expect.poll(() => chartDrawn(page), { timeout: 15_000 }).toBe(true);
      // Nothing wider than the screen: the tables fit or scroll inside their card.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.width);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('keeps the chosen days in the address and downloads their report as a spreadsheet', async () => {
    const { campaign } = await seededCampaign();
    const page = await openDetail(demoEmail('advertiser'), campaign.id);
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    await page.waitForURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await page.reload();
    expect(await page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel report' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const file = await readFile((await download.path()) ?? '');
    // An XLSX is a zip archive.
    expect(file.subarray(0, 2).toString()).toBe('PK');
  });
});
