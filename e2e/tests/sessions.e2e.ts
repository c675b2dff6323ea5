import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it, type TestContext } from 'vitest';
import { createAccountAs, listAccountsAs, NEW_PASSWORD } from '../support/api';
import { launchBrowser, newContext } from '../support/browser';
import { accountRows, isShown, shownAccountTotal } from '../support/screens';
import { STRICT_ENV } from '../support/server';
import {
  DEMO_PASSWORD,
  demoEmail,
  signInApi,
  signInContext,
  storedAuth,
  submitLogin,
} from '../support/session';

/** This server's access tokens expire after a few seconds, so a test can outlive one. */
const baseUrl = inject('strictBaseUrl');
const PAST_EXPIRY_MS = Number(STRICT_ENV.ACCESS_TOKEN_TTL_SECONDS) * 1000 + 1_500;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A page in a browser context of its own, closed when the test ends (the tests here run side by side). */
async function newPage({ onTestFinished }: TestContext): Promise<Page> {
  const context = await newContext(browser, baseUrl);
  onTestFinished(() => context.close());
  return context.newPage();
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface ApiExchange {
  order: number;
  method: string;
  path: string;
  status: number;
  message?: string;
}

/** Every API answer the page gets, in the order they arrive, with the message of each 401. */
function recordApi(page: Page) {
  const exchanges: ApiExchange[] = [];
  const pending: Promise<void>[] = [];
  const refreshes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth/refresh-token') refreshes.push(request.method());
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    const exchange: ApiExchange = {
      order: exchanges.length,
      method: response.request().method(),
      path: url.pathname + url.search,
      status: response.status(),
    };
    exchanges.push(exchange);
    if (exchange.status !== 401) return;
    pending.push(
      response.json().then(
        (body: { message?: string }) => {
          exchange.message = body.message;
        },
        () => undefined,
      ),
    );
  });
  return {
    refreshes,
    settled: async () => {
      await Promise.all(pending);
      return exchanges;
    },
  };
}

async function signInThroughLoginScreen(page: Page, email: string, password = DEMO_PASSWORD) {
  await submitLogin(page, email, password);
  await page.waitForURL(`${baseUrl}/`);
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
}

// Each test waits for a token to expire; side by side, they wait once.
describe.concurrent('an expired access token', () => {
  it('is refreshed once for several requests at once, and each of them is retried and answered', async (test) => {
    const { expect } = test;
    const page = await newPage(test);
    await signInThroughLoginScreen(page, demoEmail('admin'));
    const before = await storedAuth(page);
    await sleep(PAST_EXPIRY_MS);

    const api = recordApi(page);
    await page.goto('/accounts');
    await expect.poll(() => shownAccountTotal(page)).not.toBeNull();
    const adminToken = (await signInApi(baseUrl, demoEmail('admin'))).authToken;
    expect(await shownAccountTotal(page)).toBe((await listAccountsAs(baseUrl, adminToken)).total);
    expect(await accountRows(page).count()).toBe(25);
    const exchanges = await api.settled();
    const log = JSON.stringify(exchanges);

    expect(api.refreshes, log).toEqual(['POST']);
    const refresh = exchanges.filter((exchange) => exchange.path === '/api/auth/refresh-token');
    expect(
      refresh.map((exchange) => exchange.status),
      log,
    ).toEqual([200]);
    const expired = exchanges.filter((exchange) => exchange.status === 401);
    expect(
      expired.map((exchange) => exchange.message),
      log,
    ).toEqual(expired.map(() => 'jwt expired'));
    // The page asks for the list and the countries at once: both meet the expired token.
    expect(
      expired.map((exchange) => exchange.path.split('?')[0]),
      log,
    ).toEqual(expect.arrayContaining(['/api/accounts', '/api/campaigns/countries']));
    for (const failed of expired) {
      const retried = exchanges.filter(
        (exchange) => exchange.path === failed.path && exchange.order > failed.order,
      );
      expect(
        retried.map((exchange) => exchange.status),
        `${failed.path} in ${log}`,
      ).toEqual([200]);
    }
    const after = await storedAuth(page);
    expect(after?.authToken).not.toBe(before?.authToken);
    expect(after?.refreshToken).not.toBe(before?.refreshToken);
  });

  it('with a refresh token that is no good, ends the session, clears it from storage and shows login', async (test) => {
    const { expect } = test;
    const page = await newPage(test);
    await signInThroughLoginScreen(page, demoEmail('seller'));
    await sleep(PAST_EXPIRY_MS);
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('adcontrol.auth') ?? '{}') as { refreshToken: string };
      auth.refreshToken = `tampered-${auth.refreshToken.slice(9)}`;
      localStorage.setItem('adcontrol.auth', JSON.stringify(auth));
    });

    const api = recordApi(page);
    await page.goto('/accounts');
    await page.waitForURL(`${baseUrl}/login`);
    await page.getByLabel(/e-?mail/i).waitFor();
    expect(await storedAuth(page)).toBeNull();
    const exchanges = await api.settled();
    expect(api.refreshes).toEqual(['POST']);
    expect(exchanges.filter((exchange) => exchange.path === '/api/auth/refresh-token')).toMatchObject([
      { status: 401 },
    ]);
    // Without a session, home is the login form.
    await page.goto('/');
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('after a password change, signs every other session out at its next refresh and keeps the one that made it', async (test) => {
    const { expect } = test;
    const admin = await signInApi(baseUrl, demoEmail('admin'));
    // A seller of its own, so both sessions can open the accounts list, which calls the API.
    const account = await createAccountAs(baseUrl, admin.authToken, {
      role: 'seller',
      firstName: 'Sofía',
      language: 'en',
    });

    const other = await newPage(test);
    await signInContext(other.context(), baseUrl, account.email, { password: NEW_PASSWORD });
    await other.goto('/accounts');
    await expect.poll(() => shownAccountTotal(other)).toBe(1);

    const page = await newPage(test);
    await signInContext(page.context(), baseUrl, account.email, { password: NEW_PASSWORD });
    await page.goto('/profile');
    await page.getByRole('textbox', { name: 'Current password', exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('changed-password-1');
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('changed-password-1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => isShown(page, 'Your password has been changed')).toBe(true);
    await sleep(PAST_EXPIRY_MS);

    const signedOut = recordApi(other);
    await other.reload();
    await other.waitForURL(`${baseUrl}/login`);
    expect(await storedAuth(other)).toBeNull();
    const refusal = (await signedOut.settled()).find(
      (exchange) => exchange.path === '/api/auth/refresh-token',
    );
    expect(refusal).toMatchObject({ status: 401 });

    const kept = recordApi(page);
    await page.goto('/accounts');
    await expect.poll(() => shownAccountTotal(page)).toBe(1);
    const renewal = (await kept.settled()).find((exchange) => exchange.path === '/api/auth/refresh-token');
    expect(renewal).toMatchObject({ status: 200 });
    expect(page.url()).toBe(`${baseUrl}/accounts`);
  });
});
