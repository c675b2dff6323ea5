import { readFile } from 'node:fs/promises';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createAccountAs, uniqueWord } from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

let browser: Browser;
let admin: SignInResponse;
let context: BrowserContext | undefined;
let changed: { id: number; before: string; after: string };

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInApi(baseUrl, demoEmail('admin'));
  // The admin changes something: an account's first name.
  const before = uniqueWord('Before');
  const after = uniqueWord('After');
  const account = await createAccountAs(baseUrl, admin.authToken, { firstName: before });
  const edit = await callApi(baseUrl, admin.authToken, 'PATCH', `/accounts/${account.id}`, {
    firstName: after,
  });
  expect(edit.status).toBe(200);
  changed = { id: account.id, before, after };
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(() => browser?.close());

async function openAs(
  role: 'admin' | 'seller',
  path: string,
  look: Preferences & { width?: number; height?: number } = {},
): Promise<Page> {
  context = await newContext(browser, baseUrl, {
    width: look.width ?? 1440,
    height: look.height ?? 900,
    colorScheme: look.mode === 'dark' ? 'dark' : 'light',
  });
  await signInContext(context, baseUrl, demoEmail(role), look);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const filtered = () => `/activity?entityType=account&action=account.updated&personId=${admin.account.id}`;

describe('the activity log', () => {
  it("shows the admin's change with before and after, exports it, and lists the sign-in", async () => {
    const page = await openAs('admin', filtered());
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: changed.after, exact: true }) });
    // The object by its kind and what it is called now, not as "#id".
    await row.getByText('Account', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Show what changed: Account changed' }).click();
    const diff = page.locator(`[id^="activity-details-"]`).filter({ hasText: changed.after });
    await expect.poll(() => diff.locator('del').first().textContent()).toBe(changed.before);
    expect(await diff.locator('ins').first().textContent()).toBe(changed.after);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path()) as string, 'utf8');
    const [header, ...lines] = csv.trim().split('\n');
    // A byte-order mark, then the headings in the interface's language, separated by commas in English.
    expect(csv.startsWith('\uFEFFID,Date (UTC-3),')).toBe(true);
    expect(header).toContain('Object,Object ID,Object name,Action,IP,Before,After');
    // The object and the action in the screen's words; their codes close the line.
    expect(header?.trimEnd().endsWith(',Object code,Action code')).toBe(true);
    const line = lines.find((text) =>
      text.includes(`,Account,${changed.id},${changed.after},Account changed,`),
    );
    expect(line).toContain(changed.before);
    expect(line).toContain(changed.after);
    expect(lines.every((text) => text.trimEnd().endsWith(',account,account.updated'))).toBe(true);

    await page.getByRole('tab', { name: 'Sign-ins' }).click();
    const signIns = page.getByRole('table', { name: 'Sign-ins' });
    await signIns.waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('sign-ins');
    const mine = signIns.getByRole('row').filter({ hasText: demoEmail('admin') });
    await expect.poll(() => mine.first().getByText('Signed in').isVisible()).toBe(true);
  });

  it('is refused to a non-admin, by the app and by the API', async () => {
    const page = await openAs('seller', '/activity');
    await page.waitForURL('**/restricted');
    const seller = await signInApi(baseUrl, demoEmail('seller'));
    expect((await callApi(baseUrl, seller.authToken, 'GET', '/activity')).status).toBe(403);
    expect((await callApi(baseUrl, seller.authToken, 'GET', '/activity/export')).status).toBe(403);
  });

  it('has no serious accessibility violation at 375 px, dark, right to left, with a row open', async () => {
    const page = await openAs('admin', filtered(), {
      width: 375,
      height: 812,
      mode: 'dark',
      direction: 'rtl',
    });
    await page.getByRole('button', { name: 'Show what changed: Account changed' }).first().click();
    await page.locator('[id^="activity-details-"] ins').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
