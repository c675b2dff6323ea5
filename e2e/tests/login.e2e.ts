import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const DEMO_ROLES = [
  ['admin', 'Admin'],
  ['advertiser', 'Advertiser'],
  ['seller', 'Seller'],
  ['super_seller', 'Super seller'],
  ['country_manager', 'Country manager'],
  ['analyst', 'Analyst'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('signing in through the login screen', () => {
  for (const [role, label] of DEMO_ROLES) {
    it(`lands the demo ${role} on the app, named and with the role shown`, async () => {
      const context = await newContext(browser, baseUrl);
      const page = await context.newPage();
      // Home without a session opens the login form itself, with no page between.
      await page.goto('/');
      await page.waitForURL(`${baseUrl}/login`);
      await page.getByLabel(/e-?mail/i).fill(`${role}@demo.adcontrol.test`);
      await page.getByLabel('Password', { exact: true }).fill('demo-password');
      await page.getByRole('button', { name: /sign in/i }).click();

      // Analysts have no Home: they land on Audience, their first section.
      await page.waitForURL(`${baseUrl}${role === 'analyst' ? '/audience' : '/'}`);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toMatch(role === 'analyst' ? /Audiences/ : /welcome/i);
      await expect.poll(() => page.getByText(label, { exact: true }).first().isVisible()).toBe(true);
      await context.close();
    });
  }

  it('keeps the input and says why when the password is wrong', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill('admin@demo.adcontrol.test');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: /sign in/i }).click();

    await expect
      .poll(() => page.getByText('The email and/or password are incorrect').first().isVisible())
      .toBe(true);
    expect(await page.getByLabel(/e-?mail/i).inputValue()).toBe('admin@demo.adcontrol.test');
    expect(page.url()).toContain('/login');
    await context.close();
  });

  it('has no serious accessibility violations on the login page, light and dark, wide and narrow', async () => {
    for (const options of [
      { width: 1440, colorScheme: 'light' },
      { width: 375, height: 812, colorScheme: 'dark' },
    ] as const) {
      const context = await newContext(browser, baseUrl, options);
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel(/e-?mail/i).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    }
  });
});
