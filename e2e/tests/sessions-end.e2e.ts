import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it, type TestContext } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { shownAccountTotal } from '../support/screens';
import { STRICT_ENV } from '../support/server';
import { DEMO_PASSWORD, demoEmail, storedAuth, submitLogin } from '../support/session';

/** This server's access tokens expire after a few seconds, so a test can outlive one (docs/decisions/043). */
const baseUrl = inject('strictBaseUrl');
const PAST_EXPIRY_MS = Number(STRICT_ENV.ACCESS_TOKEN_TTL_SECONDS) * 1000 + 1_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function newSessionContext({ onTestFinished }: TestContext): Promise<BrowserContext> {
  const context = await newContext(browser, baseUrl);
  onTestFinished(() => context.close());
  return context;
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function signInThroughLoginScreen(page: Page, email: string) {
  await submitLogin(page, email, DEMO_PASSWORD);
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
}

/** The refresh calls every page of the context makes, with their answers. */
function recordRefreshes(context: BrowserContext) {
  const statuses: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh-token') statuses.push(response.status());
  });
  return statuses;
}

/** What a client holding the tokens gets from the server, outside the browser. */
async function serverAnswers(tokens: { authToken: string; refreshToken: string }) {
  const call = await fetch(`${baseUrl}/api/campaigns/countries`, {
    headers: { authorization: `Bearer ${tokens.authToken}` },
  });
  const refresh = await fetch(`${baseUrl}/api/auth/refresh-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: tokens.refreshToken }),
  });
  return { call: call.status, refresh: refresh.status };
}

describe.concurrent('sessions', () => {
  it('log out ends the session on the server: its access and refresh tokens are refused at once', async (test) => {
    const { expect } = test;
    const page = await (await newSessionContext(test)).newPage();
    await signInThroughLoginScreen(page, demoEmail('seller'));
    const tokens = (await storedAuth(page)) as { authToken: string; refreshToken: string };
    expect(await serverAnswers({ ...tokens, refreshToken: 'not-this-one' })).toMatchObject({ call: 200 });

    const signedOut = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/auth/sign-out',
    );
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    expect((await signedOut).status()).toBe(200);
    expect(await storedAuth(page)).toBeNull();
    expect(await serverAnswers(tokens)).toEqual({ call: 401, refresh: 401 });
  });

  it('two tabs of one session refresh once between them when their token expires, and both stay signed in', async (test) => {
    const { expect } = test;
    const context = await newSessionContext(test);
    const first = await context.newPage();
    await signInThroughLoginScreen(first, demoEmail('admin'));
    const second = await context.newPage();
    await second.goto('/');
    await second.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    const before = await storedAuth(first);
    await sleep(PAST_EXPIRY_MS);

    const refreshes = recordRefreshes(context);
    await Promise.all([first.goto('/accounts'), second.goto('/accounts')]);
    for (const page of [first, second]) {
      await expect.poll(() => shownAccountTotal(page)).not.toBeNull();
      expect(page.url()).toBe(`${baseUrl}/accounts`);
    }
    expect(refreshes).toEqual([200]);
    const after = await storedAuth(second);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
    expect(await storedAuth(first)).toEqual(after);
  });
});
