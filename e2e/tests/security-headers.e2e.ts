import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { browserPerFile } from '../support/browser';
import { demoEmail, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

/**
 * Issue 24 §6: every screen runs under the page's Content-Security-Policy (decision 044) with nothing refused:
 * no blocked script, style, image, font or frame, in the page or in a creative's preview frame.
 */
const { baseUrl } = sharedServer();
const browsing = browserPerFile();

interface Ids {
  campaign: number;
  audience: number;
  account: number;
  advertiser: number;
}
let ids: Ids;

beforeAll(async () => {
  const { authToken } = await signInApi(baseUrl, demoEmail('admin'));
  type Items = { items: { id?: number; _id?: number; role?: string }[] };
  const first = async (path: string) => (await callApi<Items>(baseUrl, authToken, 'GET', path)).body.items;
  const [campaigns, audiences, accounts] = await Promise.all([
    first('/campaigns?limit=1'),
    first('/audiences?limit=1'),
    first('/accounts?limit=50'),
  ]);
  const advertiser = accounts.find((account) => account.role === 'advertiser');
  ids = {
    campaign: campaigns[0]?.id ?? 0,
    audience: audiences[0]?._id ?? 0,
    account: accounts[0]?.id ?? 0,
    advertiser: advertiser?.id ?? 0,
  };
  if (Object.values(ids).includes(0)) throw new Error(`the demo data lacks an id: ${JSON.stringify(ids)}`);
});

/** Every refusal the browser reports, from the page or any of its frames. */
async function watchRefusals(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      ),
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** Opens a screen and waits until it has drawn and stopped loading; the page's own response must carry the policy. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy, path).toMatch(/script-src 'self'(;|$)/);
  expect(policy, path).toMatch(/frame-ancestors 'none'/);
  await page.waitForLoadState('networkidle');
  await page.locator('#root .start').waitFor({ state: 'detached' });
  // CssBaseline's rules are written by emotion at run time: with its nonce refused, the body keeps its margin.
  expect(await page.evaluate(() => getComputedStyle(document.body).margin), path).toBe('0px');
}

const SIGNED_OUT = [
  '/login',
  '/sign-up',
  '/forgot-password',
  '/reset-password/not-a-token',
  '/confirm/not-a-token',
  '/create-audience-demo',
];

const adminScreens = (id: Ids) => [
  '/',
  '/campaigns',
  '/campaigns/programmatics',
  '/campaigns/create',
  `/campaigns/${id.campaign}`,
  `/campaigns/create?edit=${id.campaign}`,
  `/creatives/${id.campaign}`,
  `/creatives/${id.campaign}/create`,
  '/audience',
  '/audience/create',
  `/audience/${id.audience}/edit`,
  `/audience/${id.audience}/export`,
  '/accounts',
  '/accounts/create',
  `/accounts/${id.account}/edit`,
  '/activity',
  '/payments',
  '/payments/create',
  '/expenses',
  '/simulator',
  '/presentation',
  '/profile',
  `/advertiser?advertiser=${id.advertiser}`,
  '/protected',
  '/restricted',
];

describe('every screen under the policy', () => {
  it('draws the signed-out screens with nothing refused', async () => {
    const context = await browsing.context(baseUrl);
    const refused = await watchRefusals(context);
    const page = await context.newPage();
    for (const path of SIGNED_OUT) await open(page, path);
    expect(refused).toEqual([]);
  });

  it('draws every admin screen with nothing refused, in dark mode and right to left', async () => {
    const context = await browsing.context(baseUrl, { colorScheme: 'dark' });
    await signInContext(context, baseUrl, demoEmail('admin'), { mode: 'dark', direction: 'rtl' });
    const refused = await watchRefusals(context);
    const page = await context.newPage();
    for (const path of adminScreens(ids)) await open(page, path);
    expect(refused).toEqual([]);
  });

  it("draws the advertiser's own screens with nothing refused", async () => {
    const context = await browsing.context(baseUrl);
    await signInContext(context, baseUrl, demoEmail('advertiser'));
    const refused = await watchRefusals(context);
    const page = await context.newPage();
    for (const path of ['/', '/advertiser', '/campaigns', '/payments', '/profile']) await open(page, path);
    expect(refused).toEqual([]);
  });

  it("runs a creative's own script in its sandboxed preview, and a notification's styles", async () => {
    const context = await browsing.context(baseUrl);
    await signInContext(context, baseUrl, demoEmail('admin'));
    const refused = await watchRefusals(context);
    const page = await context.newPage();
    await open(page, `/creatives/${ids.campaign}`);
    const frame = page.locator('iframe').first();
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('/api/preview-frame');
    await expect
      .poll(() => frame.contentFrame().locator('body *').count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
    // A creative with inline script, drawn as the preview does, in the same frame document.
    const ran = await page.evaluate(async () => {
      const probe = document.createElement('iframe');
      probe.sandbox.add('allow-scripts');
      probe.src = '/api/preview-frame';
      const answer = new Promise<unknown>((resolve) => addEventListener('message', (e) => resolve(e.data)));
      probe.onload = () =>
        probe.contentWindow?.postMessage(
          { type: 'adcontrol:preview', html: '<script>parent.postMessage("creative ran", "*")</script>' },
          '*',
        );
      document.body.append(probe);
      return answer;
    });
    expect(ran).toBe('creative ran');

    // A notification: notistack's styles are written by goober, with the page's nonce.
    await open(page, '/campaigns');
    await page.getByRole('button', { name: 'Export' }).click();
    await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /\.csv/ }).first().click(),
    ]);
    const note = page.getByText(/campaigns? exported$/);
    await note.waitFor();
    expect(await page.evaluate(() => document.getElementById('_goober')?.nonce)).toBeTruthy();
    expect(
      await note.evaluate((element) => getComputedStyle(element.closest('[class*="go"]') ?? element).display),
    ).toBe('flex');
    expect(refused).toEqual([]);
  });

  it('draws the API documentation under its own policy with nothing refused', async () => {
    const context = await browsing.context(baseUrl);
    const refused = await watchRefusals(context);
    const page = await context.newPage();
    const response = await page.goto('/api/docs');
    expect(response?.headers()['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    await page.locator('.swagger-ui .info').waitFor();
    expect(refused).toEqual([]);
  });
});
