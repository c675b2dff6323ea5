import type { Account } from '@adcontrol/domain/accounts/account';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { allAccountsAs } from '../support/api';
import { browserPerFile, seriousViolations } from '../support/browser';
import { accountRow, accountRows, impersonationBanner, isShown, shownAccountTotal } from '../support/screens';
import { demoEmail, signInApi, signInContext, storedAuth } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

async function openAs(role: string, path: string): Promise<Page> {
  context = await browsing.context(baseUrl);
  await signInContext(context, baseUrl, demoEmail(role));
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** Clicks "Sign into account" on the row of that e-mail, in the accounts list on screen. */
async function signInto(page: Page, email: string): Promise<void> {
  const row = accountRow(page, email);
  await row.waitFor();
  await row.getByRole('button', { name: /^Sign into the account of / }).click();
}

function welcome(page: Page): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).textContent();
}

/** The name the top bar shows for whoever is signed in. */
async function signedInAs(page: Page): Promise<string | null> {
  const menu = page.getByRole('banner').getByRole('button', { name: /: account menu$/ });
  return (await menu.getAttribute('aria-label'))?.split(', ')[0] ?? null;
}

function returnButton(page: Page) {
  return impersonationBanner(page).getByRole('button', { name: /^Return to / });
}

function stackDepth(page: Page): Promise<number> {
  return storedAuth(page).then((auth) => (auth?.oldUsers as unknown[] | undefined)?.length ?? 0);
}

describe('signing into another account', () => {
  it('takes the admin home as the seller, with a way back to the page the admin left', async () => {
    const sellerScope = await allAccountsAs(
      baseUrl,
      (await signInApi(baseUrl, demoEmail('seller'))).authToken,
    );
    const page = await openAs('admin', '/accounts?search=Soto&role=seller');
    await signInto(page, demoEmail('seller'));

    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => welcome(page)).toMatch(/Welcome, Martina/);
    expect(await signedInAs(page)).toBe('Martina');
    expect(await impersonationBanner(page).textContent()).toContain('Signed in as Martina');
    expect(await returnButton(page).textContent()).toBe('Return to Carolina');
    expect(await stackDepth(page)).toBe(1);
    expect(await seriousViolations(page), 'home with the impersonation banner').toEqual([]);

    // The session is the seller's: the accounts list is the seller's branch, not the admin's whole list.
    await page.goto('/accounts');
    await expect.poll(() => shownAccountTotal(page)).toBe(sellerScope.length);
    expect(await impersonationBanner(page).isVisible()).toBe(true);

    await returnButton(page).click();
    await page.waitForURL(`${baseUrl}/accounts?search=Soto&role=seller`);
    await expect.poll(() => impersonationBanner(page).count()).toBe(0);
    expect(await signedInAs(page)).toBe('Carolina');
    expect(await stackDepth(page)).toBe(0);
    await accountRow(page, demoEmail('seller')).waitFor();
  });

  it("lands on an advertiser's own home, never passing through /restricted, and returns to the list", async () => {
    const advertiser = await signInApi(baseUrl, demoEmail('advertiser'));
    const page = await openAs('admin', '/accounts?role=advertiser&search=demo.adcontrol');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await signInto(page, demoEmail('advertiser'));

    await page.waitForURL(`${baseUrl}/`);
    const name = advertiser.account.firstName ?? '';
    await expect.poll(() => welcome(page)).toMatch(new RegExp(`Welcome, ${name}`));
    await page.waitForTimeout(500);
    expect(visited).not.toContain('/restricted');
    expect(page.url()).toBe(`${baseUrl}/`);
    expect(await signedInAs(page)).toBe(name);

    await returnButton(page).click();
    await page.waitForURL(`${baseUrl}/accounts?role=advertiser&search=demo.adcontrol`);
    await accountRow(page, demoEmail('advertiser')).waitFor();
    expect(visited).not.toContain('/restricted');
    expect(await signedInAs(page)).toBe('Carolina');
  });

  it('nests: admin into a super seller into a seller, and Return unwinds one at a time', async () => {
    const page = await openAs('admin', '/accounts?role=super_seller');
    await signInto(page, demoEmail('super_seller'));
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => welcome(page)).toMatch(/Welcome, Ricardo/);
    expect(await returnButton(page).textContent()).toBe('Return to Carolina');

    // As the super seller, from a filtered list, into one of its sellers.
    await page.goto('/accounts?role=seller');
    await signInto(page, demoEmail('seller'));
    await page.waitForURL(`${baseUrl}/`);
    await expect.poll(() => welcome(page)).toMatch(/Welcome, Martina/);
    expect(await impersonationBanner(page).textContent()).toContain('Signed in as Martina');
    expect(await returnButton(page).textContent()).toBe('Return to Ricardo');
    expect(await stackDepth(page)).toBe(2);

    // docs/decisions/008: a seller signs into nobody, so the seller's list offers no "Sign into account".
    await page.goto('/accounts');
    await accountRows(page).first().waitFor();
    expect(await page.getByRole('button', { name: /^Sign into the account of / }).count()).toBe(0);

    await returnButton(page).click();
    await page.waitForURL(`${baseUrl}/accounts?role=seller`);
    await expect.poll(() => signedInAs(page)).toBe('Ricardo');
    expect(await returnButton(page).textContent()).toBe('Return to Carolina');
    expect(await stackDepth(page)).toBe(1);

    await returnButton(page).click();
    await page.waitForURL(`${baseUrl}/accounts?role=super_seller`);
    await expect.poll(() => signedInAs(page)).toBe('Carolina');
    expect(await impersonationBanner(page).count()).toBe(0);
    expect(await stackDepth(page)).toBe(0);
  });

  it("refuses with 'You can not sign into this account' and leaves the session as it was", async () => {
    // A super seller sees the advertisers linked to its branch, but signs only into accounts below it.
    const superSeller = await signInApi(baseUrl, demoEmail('super_seller'));
    const everyone = await allAccountsAs(baseUrl, (await signInApi(baseUrl, demoEmail('admin'))).authToken);
    const parentOf = new Map(everyone.map((account) => [account.id, account.parentId]));
    const isBelow = (account: Account, ancestor: number): boolean => {
      for (let id = parentOf.get(account.id); id; id = parentOf.get(id)) if (id === ancestor) return true;
      return false;
    };
    const linkedOnly = (await allAccountsAs(baseUrl, superSeller.authToken)).find(
      (account) => account.role === 'advertiser' && !isBelow(account, superSeller.account.id),
    );
    if (!linkedOnly) throw new Error('the demo super seller has no linked advertiser outside its branch');

    const page = await openAs('super_seller', `/accounts?search=${encodeURIComponent(linkedOnly.email)}`);
    await signInto(page, linkedOnly.email);
    await expect.poll(() => isShown(page, 'You can not sign into this account')).toBe(true);
    expect(page.url()).toBe(`${baseUrl}/accounts?search=${encodeURIComponent(linkedOnly.email)}`);
    expect(await impersonationBanner(page).count()).toBe(0);
    expect(await signedInAs(page)).toBe('Ricardo');
    expect(await stackDepth(page)).toBe(0);
  });
});
