import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AdvertiserOverview } from '@adcontrol/domain/advertisers/overview';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, newContext, seriousViolations, type ViewportOptions } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const shared = sharedServer().baseUrl;
/** Where the screenshots go, to be looked at (not checked in). */
const SHOTS = new URL('../artifacts/', import.meta.url).pathname;

/**
 * Making a deck needs the deck worker, which the runner's NODE_ENV=test turns off on the shared servers: the
 * generating test has a server of its own, as on a machine (like delivery.e2e.ts).
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(mkdtempSync(join(tmpdir(), 'adcontrol-presentation-')), {
      NODE_ENV: 'development',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    }),
    launchBrowser(),
    mkdir(SHOTS, { recursive: true }),
  ]);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) rmSync(server.dataDir, { recursive: true, force: true });
});

type Look = ViewportOptions & Preferences;

async function open(role: string, look: Look = {}, baseUrl = shared): Promise<Page> {
  context = await newContext(browser, baseUrl, look);
  await signInContext(context, baseUrl, demoEmail(role), { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto('/presentation');
  return page;
}

/** The demo advertiser's name and a campaign of its last 30 days, as the API answers them. */
async function demoAdvertiser(baseUrl: string) {
  const { authToken, account } = await signInApi(baseUrl, demoEmail('advertiser'));
  const answer = await callApi<AdvertiserOverview>(
    baseUrl,
    authToken,
    'GET',
    `/advertisers/${account.id}/overview`,
  );
  const campaign = answer.body.campaigns[0];
  if (!campaign) throw new Error('the demo advertiser has no campaign in the last 30 days');
  return { name: answer.body.advertiser.name, campaign: campaign.name };
}

/** Pages of a PDF, counted by their page objects. */
const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('presentation', () => {
  it('lets the admin generate a deck, follow it to 100 % and download its PDF', async () => {
    const advertiser = await demoAdvertiser(server.baseUrl);
    const page = await open('admin', { width: 1440 }, server.baseUrl);
    await page.getByRole('combobox', { name: 'Advertiser' }).fill(advertiser.name);
    await page.getByRole('option', { name: advertiser.name, exact: true }).click();
    await page.getByRole('combobox', { name: 'Campaigns' }).click();
    await page.getByRole('option', { name: advertiser.campaign, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generate' }).click();

    const bar = page.getByRole('progressbar', { name: 'Deck progress' });
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 60_000 }).toBe('100');
    await page.getByText('Ready to download.').waitFor();
    await page.screenshot({ path: `${SHOTS}presentation-1440-light.png`, fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Your deck' })
        .getByRole('button', { name: `Download PDF of ${advertiser.name}` })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^presentation-\d+-.+\.pdf$/);
    const path = await download.path();
    const pdf = await readFile(path);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // Cover, results, daily chart, audience, places, creatives and summary for one campaign.
    expect(pagesOf(pdf)).toBe(7);
    await page
      .getByRole('list', { name: 'Recent decks' })
      .getByRole('button', { name: `Download PPTX of ${advertiser.name}` })
      .first()
      .waitFor();
  }, 90_000);

  it('is refused to a seller by the app and by the API', async () => {
    const page = await open('seller');
    await page.waitForURL((url) => !url.pathname.startsWith('/presentation'));
    expect(await page.getByRole('button', { name: 'Generate' }).count()).toBe(0);
    const { authToken } = await signInApi(shared, demoEmail('seller'));
    const body = { campaignIds: [1], from: '2026-01-01', to: '2026-01-31', language: 'en' };
    expect((await callApi(shared, authToken, 'POST', '/presentations', body)).status).toBe(403);
    expect((await callApi(shared, authToken, 'GET', '/presentations')).status).toBe(403);
  });

  it('reads well at 375 px, dark, right to left', async () => {
    const look = { width: 375, height: 812, colorScheme: 'dark', direction: 'rtl' } satisfies Look;
    const page = await open('admin', look);
    await page.getByRole('heading', { level: 2, name: 'Recent decks' }).waitFor();
    await page.getByRole('combobox', { name: 'Advertiser' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.width);
    await page.screenshot({ path: `${SHOTS}presentation-375-dark-rtl.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
