import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newContext } from '../support/browser';
import { STRICT_ENV } from '../support/server';
import { DEMO_PASSWORD, demoEmail, submitLogin } from '../support/session';

/** This server locks an account's sign-in after a few failures. */
const baseUrl = inject('strictBaseUrl');
const PER_ACCOUNT = Number(STRICT_ENV.AUTH_RATE_LIMIT_PER_ACCOUNT);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function alertText(page: Page): Promise<string | null> {
  return page.getByRole('alert').first().textContent();
}

describe('sign-in attempts against one account', () => {
  it(`after ${PER_ACCOUNT} wrong passwords, refuse the next attempt with 'Too many attempts' (429)`, async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const answers: { status: number; retryAfter: string | null }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/auth/sign-in') {
        answers.push({ status: response.status(), retryAfter: response.headers()['retry-after'] ?? null });
      }
    });
    // The analyst: no other test signs in as it on this server.
    const email = demoEmail('analyst');
    for (let attempt = 1; attempt <= PER_ACCOUNT; attempt++) {
      await submitLogin(page, email, `wrong-password-${attempt}`);
      await expect.poll(() => answers.length).toBe(attempt);
      await expect.poll(() => alertText(page)).toBe('Server error: The email and/or password are incorrect');
    }

    // Even the right password is refused now: the account is locked for the window.
    await submitLogin(page, email, DEMO_PASSWORD);
    await expect.poll(() => answers.length).toBe(PER_ACCOUNT + 1);
    await expect
      .poll(() => alertText(page))
      .toMatch(/^Server error: Too many attempts\. Please try again in \d+ minutes\.$/);
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
    expect(Number(answers.at(-1)?.retryAfter)).toBeGreaterThan(0);
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(await page.getByLabel(/e-?mail/i).inputValue()).toBe(email);

    // Another account from the same browser is not affected.
    await submitLogin(page, demoEmail('seller'), DEMO_PASSWORD);
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });
});
