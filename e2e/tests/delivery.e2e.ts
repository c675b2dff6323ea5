import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { DeliveryStateResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { Creative } from '@adcontrol/domain/creatives/creative';
import { currentShares, splitCapping } from '@adcontrol/domain/rules/capping';
import type { CampaignStatisticsResponse } from '@adcontrol/domain/statistics/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, uniqueWord } from '../support/api';
import { launchBrowser, newContext, seriousViolations, type ViewportOptions } from '../support/browser';
import { type RunningServer, startServer } from '../support/server';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';

/*
 * Issue 10's walk-through in Chromium: an admin links a new campaign to both servers and watches the simulator's
 * statistics arrive, sets source and capping, empower, the optimiser and a support creative, then unlinks; a
 * super seller links and every creative goes active. Few page loads: each look is one page, acted on in place.
 */

/**
 * This file watches delivery, so it has a server of its own (decision 032: the shared ones keep the simulator
 * still): the simulator delivers every second, and the delivery worker, which the runner's NODE_ENV=test turns
 * off, sends the links and reads the statistics back as on a machine.
 */
let server: RunningServer;
let baseUrl = '';
const DAY_MS = 86_400_000;

let browser: Browser;
let context: BrowserContext | undefined;
beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer(mkdtempSync(join(tmpdir(), 'adcontrol-delivery-')), {
      NODE_ENV: 'development',
      SIMULATOR_TICK_MS: '1000',
      DELIVERY_STATISTICS_INTERVAL_MS: '1000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    }),
    launchBrowser(),
  ]);
  baseUrl = server.baseUrl;
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

/** A stored creative image (`POST /campaigns/file`): support creatives take only what the app stored. */
async function uploadImage(token: string): Promise<string> {
  const png = await sharp({
    create: { width: 320, height: 480, channels: 3, background: { r: 25, g: 118, b: 210 } },
  })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'verano.png');
  const response = await fetch(`${baseUrl}/api/campaigns/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { url: string }).url;
}

/** A CPM campaign of two interstitials, running from today for 30 days, created by `email` for its advertiser. */
async function newCampaign(email: string): Promise<{ campaign: Campaign; token: string }> {
  const { authToken: token } = await signInApi(baseUrl, email);
  const advertisers = await callApi<{ id: number }[]>(baseUrl, token, 'GET', '/accounts/adv/raw');
  const advertiserId = advertisers.body[0]?.id;
  expect(advertiserId).toBeDefined();
  const image = await uploadImage(token);
  const start = new Date(Date.now() - 3_600_000);
  const answer = await callApi<Campaign>(baseUrl, token, 'POST', '/campaigns', {
    timezone: 'America/Santiago',
    general: {
      campaign_name: uniqueWord('Entrega verano '),
      advertiser_id: advertiserId,
      campaign_days: 30,
      campaign_total_budget: 3_000_000,
      campaign_start_date: start.toISOString(),
      campaign_end_date: new Date(start.getTime() + 30 * DAY_MS).toISOString(),
      campaign_purchase_model: 'CPM',
      currency: 'CLP',
      unit_price: 2_000,
      country: 'CL',
      action: 'create',
    },
    interstitials: [1, 2].map((n) => ({ image, link: `https://shop.example/verano/${n}` })),
  });
  expect([200, 201]).toContain(answer.status);
  return { campaign: await details(token, answer.body.id), token };
}

async function details(token: string, id: number): Promise<Campaign> {
  return (await callApi<Campaign>(baseUrl, token, 'GET', `/campaigns/${id}/details`)).body;
}

type Look = ViewportOptions & Preferences;

async function openCampaign(email: string, id: number, look: Look = {}): Promise<Page> {
  context = await newContext(browser, baseUrl, look);
  await signInContext(context, baseUrl, email, { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto(`/campaigns/${id}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Text as a reader sees it: Intl's no-break spaces read as spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const en = (value: number) => value.toLocaleString('en-US');

/** What the campaign has delivered so far, as its page reads it. */
async function deliveredSoFar(token: string, campaign: Campaign): Promise<number> {
  const day = (instant: number) => new Date(instant - 3 * 3_600_000).toISOString().slice(0, 10);
  const answer = await callApi<CampaignStatisticsResponse>(baseUrl, token, 'POST', '/campaigns/statistics', {
    campaigns: [campaign.id],
    groupBy: 'campaign',
    date: { start: day(Date.parse(campaign.startDate)), end: day(Date.now()) },
  });
  return answer.body.totals.impressions;
}

const pendingCount = async (token: string, id: number) =>
  (await callApi<DeliveryStateResponse>(baseUrl, token, 'GET', `/campaigns/${id}/delivery`)).body.pending
    .length;

describe('delivery servers', () => {
  it('a campaign paused from Control stops delivering on both servers within two ticks, and delivers again when activated', async () => {
    const { campaign, token } = await newCampaign(demoEmail('admin'));
    await callApi(baseUrl, token, 'POST', `/campaigns/${campaign.id}/link`, { source: 'all' });
    await expect
      .poll(() => deliveredSoFar(token, campaign), { timeout: 60_000, interval: 500 })
      .toBeGreaterThan(0);

    context = await newContext(browser, baseUrl, {});
    await signInContext(context, baseUrl, demoEmail('admin'));
    const page = await context.newPage();
    await page.goto('/campaigns');
    await page.getByRole('searchbox', { name: 'Search by name' }).fill(campaign.name);
    const menu = page.getByRole('button', { name: `Actions for ${campaign.name}` });
    await menu.click();
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await page.getByText('Campaign paused successfully').first().waitFor();

    // Once both servers confirmed the pause and the last statistics came back, the figure holds still.
    await expect.poll(() => pendingCount(token, campaign.id), { timeout: 30_000, interval: 500 }).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const stopped = await deliveredSoFar(token, campaign);
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await deliveredSoFar(token, campaign)).toBe(stopped);

    // A finished campaign would not be offered Activate; this paused one is, and delivers again.
    await menu.click();
    await page.getByRole('menuitem', { name: 'Activate' }).click();
    await page.getByText('Campaign activated successfully').first().waitFor();
    await expect
      .poll(() => deliveredSoFar(token, campaign), { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(stopped);
  }, 120_000);

  it('an admin links to both servers, sees statistics arrive, sets capping, empower, optimiser and a support creative, and unlinks', async () => {
    const { campaign, token } = await newCampaign(demoEmail('admin'));
    const page = await openCampaign(demoEmail('admin'), campaign.id);
    const section = page.getByRole('region', { name: 'Delivery servers' });
    await section.waitFor();

    // Link to both: neither interstitial is a support creative, so both go active.
    await section.getByRole('button', { name: 'Link / unlink' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Link to both servers' }).click();
    await page.getByText('Campaign linked successfully').first().waitFor();
    // The dialog closes on success; notifying the seller and advertiser is offered in the notification.
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Notify seller and advertiser' }).waitFor();
    await section.getByRole('article', { name: 'newton' }).getByText('Linked', { exact: true }).waitFor();
    await section.getByRole('article', { name: 'sinew' }).getByText('Linked', { exact: true }).waitFor();

    // The simulator delivers and the app reads its statistics back: they reach the campaign's figures.
    const day = (instant: number) => new Date(instant - 3 * 3_600_000).toISOString().slice(0, 10);
    const delivered = async () => {
      const answer = await callApi<CampaignStatisticsResponse>(
        baseUrl,
        token,
        'POST',
        '/campaigns/statistics',
        {
          campaigns: [campaign.id],
          groupBy: 'campaign',
          date: { start: day(Date.parse(campaign.startDate)), end: day(Date.now()) },
        },
      );
      return answer.body.totals.impressions;
    };
    await expect.poll(delivered, { timeout: 60_000, interval: 1_000 }).toBeGreaterThan(0);

    // Capping: a total split by the servers' current shares, previewed as the server will store it.
    await section.getByRole('button', { name: 'Capping & source' }).click();
    dialog = page.getByRole('dialog', { name: /Update source and capping/ });
    await dialog.getByRole('radio', { name: /A total, split/ }).check();
    const total = dialog.getByRole('textbox', { name: /^Total daily impressions/ });
    await total.fill('9001');
    await dialog.getByRole('textbox', { name: /^Total daily clicks/ }).fill('181');
    const before = await details(token, campaign.id);
    const parts = splitCapping({ impressions: 9_001, clicks: 181 }, currentShares(before.capping));
    const rows = dialog.getByRole('table', { name: 'After saving' }).getByRole('row');
    await expect
      .poll(async () => plain(await rows.nth(1).textContent()))
      .toContain(`${en(parts.newton.impressions)}${parts.newton.clicks}`);
    expect(plain(await rows.nth(2).textContent())).toContain(
      `${en(parts.sinew.impressions)}${parts.sinew.clicks}`,
    );
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Capping updated successfully').first().waitFor();
    const split = await details(token, campaign.id);
    expect({ newton: split.capping.newton, sinew: split.capping.sinew }).toEqual(parts);
    await section
      .getByRole('article', { name: 'newton' })
      .getByText(en(parts.newton.impressions), { exact: false })
      .waitFor();

    // Source newton alone: the total becomes newton's values; sinew keeps its own.
    await section.getByRole('button', { name: 'Capping & source' }).click();
    dialog = page.getByRole('dialog', { name: /Update source and capping/ });
    await dialog.getByRole('radio', { name: 'newton' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => (await details(token, campaign.id)).source).toBe('newton');
    expect((await details(token, campaign.id)).capping.impressions).toBe(parts.newton.impressions);

    // Empower, asked first.
    await section.getByRole('switch', { name: 'Empower' }).click();
    await page
      .getByRole('dialog', { name: 'Turn empower on?' })
      .getByRole('button', { name: 'Turn on' })
      .click();
    await page.getByText('Empower is on').first().waitFor();
    expect((await details(token, campaign.id)).capping.empower).toBe(true);

    // The optimiser with its weight and threshold.
    await section.getByRole('button', { name: 'Optimisation' }).click();
    dialog = page.getByRole('dialog', { name: /Optimisation/ });
    await dialog.getByRole('switch', { name: 'Optimise delivery' }).check();
    await dialog.getByRole('textbox', { name: /^Weight/ }).fill('40');
    await dialog.getByRole('textbox', { name: /^CTR threshold/ }).fill('1,5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Optimizer added successfully').first().waitFor();
    const optimised = await details(token, campaign.id);
    expect(optimised).toMatchObject({
      enableOptimized: true,
      optimizationWeight: 40,
      optimizationThreshold: 1.5,
    });

    // A support creative from the first interstitial's stored image.
    const first = campaign.creatives?.[0] as Creative;
    await page.getByRole('button', { name: `More for ${first.name}` }).click();
    await page.getByRole('menuitem', { name: 'Generate a support creative…' }).click();
    dialog = page.getByRole('dialog', { name: /Generate a support creative/ });
    await dialog.getByRole('img').waitFor();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await page.getByText(`${first.name}_support created`).first().waitFor();
    await page
      .getByRole('region', { name: 'Creatives', exact: true })
      .getByText(`${first.name}_support`)
      .waitFor();

    // Unlink from sinew; what is still on its way shows until the servers confirm it.
    await section.getByRole('button', { name: 'Link / unlink' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Unlink from sinew' }).click();
    await page.getByText('Campaign unlinked successfully').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await section.getByRole('article', { name: 'sinew' }).getByText('Not linked', { exact: true }).waitFor();
    await expect
      .poll(
        async () =>
          (await callApi<DeliveryStateResponse>(baseUrl, token, 'GET', `/campaigns/${campaign.id}/delivery`))
            .body.pending.length,
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(0);

    // The statistics that arrived are the page's once it reads them again.
    await page.reload();
    const impressions = page.getByRole('region', { name: 'Impressions delivered' });
    await impressions.waitFor();
    expect(
      Number(
        plain(
          await impressions
            .getByText(/^[\d,]+$/)
            .first()
            .textContent(),
        ).replace(/,/g, ''),
      ),
    ).toBeGreaterThan(0);
  }, 240_000);

  it('a super seller links and every creative goes active; the section reads well at 375 px, dark, rtl, in Spanish', async () => {
    const { campaign, token } = await newCampaign(demoEmail('super_seller'));
    const admin = await signInApi(baseUrl, demoEmail('admin'));
    const first = campaign.creatives?.[0] as Creative;
    // An admin adds a support creative, which starts paused.
    const support = await callApi<Creative>(baseUrl, admin.authToken, 'POST', '/creatives/generate/support', {
      creativeId: first.id,
      image: first.image,
    });
    expect(support.status).toBe(201);

    const look = {
      width: 375,
      height: 812,
      colorScheme: 'dark',
      language: 'es',
      direction: 'rtl',
    } satisfies Look;
    const page = await openCampaign(demoEmail('super_seller'), campaign.id, look);
    const section = page.getByRole('region', { name: 'Servidores de entrega' });
    await section.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(look.width);
    expect(await seriousViolations(page)).toEqual([]);

    await section.getByRole('button', { name: 'Vincular / desvincular' }).click();
    const dialog = page.getByRole('dialog');
    const outcomes = dialog
      .getByRole('group', { name: 'Creatividades una vez vinculada' })
      .getByRole('listitem');
    await expect.poll(() => outcomes.count()).toBe(3);
    for (const text of await outcomes.allTextContents()) expect(text).toMatch(/Activa$/);
    await dialog.getByRole('button', { name: 'Vincular a ambos servidores' }).click();
    await page.getByText('Campaña vinculada con éxito').first().waitFor();
    const linked = await details(token, campaign.id);
    expect(linked.linked).toEqual({ newton: true, sinew: true });
    expect(linked.creatives?.map((creative) => creative.status)).toEqual([0, 0, 0]);
  }, 120_000);
});
