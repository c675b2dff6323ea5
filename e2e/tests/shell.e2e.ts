import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { demoEmail, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const LOOKS = [
  { width: 1440, colorScheme: 'light', language: 'en', direction: 'ltr' },
  { width: 375, colorScheme: 'dark', language: 'es', direction: 'ltr' },
  { width: 1440, colorScheme: 'dark', language: 'pt', direction: 'rtl' },
] as const;

describe('the signed-in frame', () => {
  for (const look of LOOKS) {
    it(`has no serious accessibility violations on home and a not-built screen (${Object.values(look).join(', ')})`, async () => {
      const context = await newContext(browser, baseUrl, {
        width: look.width,
        colorScheme: look.colorScheme,
      });
      await signInContext(context, baseUrl, demoEmail('admin'), {
        mode: look.colorScheme,
        language: look.language,
        direction: look.direction,
      });
      const page = await context.newPage();
      for (const path of ['/', '/activity']) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(look.direction);
        expect(await page.locator('html').getAttribute('lang')).toBe(look.language);
        expect(await seriousViolations(page), path).toEqual([]);
        // biome-ignore lint/performance/useDomNodeTextContent: Playwright's innerText is the text a user sees
        const text = await page.locator('body').innerText();
        expect(text, `raw translation key on ${path}`).not.toMatch(
          /\b(common|home|nav|screens|messages)\.\w+/,
        );
      }
      await context.close();
    });
  }

  it("refuses a page outside the role's menu and offers the way home", async () => {
    const context = await newContext(browser, baseUrl);
    await signInContext(context, baseUrl, demoEmail('advertiser'));
    const page = await context.newPage();
    await page.goto('/activity');
    await page.waitForURL(/\/restricted$/);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/Welcome, Diego/);
    await context.close();
  });

  it('logs out and clears the stored session', async () => {
    const context = await newContext(browser, baseUrl);
    await signInContext(context, baseUrl, demoEmail('seller'));
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adcontrol.auth'))).toBeNull();
    // Opening a page without a session is the login form, which then leads back to that page.
    await page.goto('/simulator');
    await page.waitForURL(/\/login$/);
    await page.getByLabel(/e-?mail/i).fill('seller@demo.adcontrol.test');
    await page.getByLabel('Password', { exact: true }).fill('demo-password');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL(/\/simulator$/);
    await context.close();
  });
});
