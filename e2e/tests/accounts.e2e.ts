import type { Account } from '@adcontrol/domain/accounts/account';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  allAccountsAs,
  callApi,
  createAccountAs,
  listAccountsAs,
  NEW_PASSWORD,
  uniqueEmail,
  uniqueWord,
} from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import {
  accountRow,
  accountRows,
  choose,
  descriptionOf,
  isShown,
  shownAccountTotal,
} from '../support/screens';
import { demoEmail, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

let browser: Browser;
let admin: SignInResponse;
let seller: SignInResponse;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await signInApi(baseUrl, demoEmail('admin'));
  seller = await signInApi(baseUrl, demoEmail('seller'));
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(() => browser?.close());

async function openAs(role: 'admin' | 'seller', path: string): Promise<Page> {
  context = await newContext(browser, baseUrl);
  await signInContext(context, baseUrl, demoEmail(role));
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The text of one column for every row shown. */
async function column(page: Page, index: number): Promise<string[]> {
  return accountRows(page).evaluateAll(
    (elements, cell) => elements.map((row) => row.querySelectorAll('td')[cell]?.textContent?.trim() ?? ''),
    index,
  );
}

const ROLE_COLUMN = 2;
const COUNTRY_COLUMN = 3;

async function emailsShown(page: Page): Promise<string[]> {
  return column(page, 1);
}

describe('the accounts list', () => {
  it('as admin: states the total, searches, filters by role and country, and pages', async () => {
    const word = uniqueWord('Searchable');
    const target = await createAccountAs(baseUrl, admin.authToken, { company: word, country: 'PE' });
    const { total } = await listAccountsAs(baseUrl, admin.authToken);
    const page = await openAs('admin', '/accounts');
    await expect.poll(() => shownAccountTotal(page)).toBe(total);
    expect(await seriousViolations(page), '/accounts').toEqual([]);

    // Search (3 letters or more): by company, the one account that has it.
    await page.getByRole('searchbox', { name: 'Search name, company or e-mail' }).fill(word);
    await expect.poll(() => emailsShown(page)).toEqual([target.email]);
    expect(new URL(page.url()).searchParams.get('search')).toBe(word);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => shownAccountTotal(page)).toBe(total);

    // Role, then country on top of it: every row shown has them, and the totals are the server's.
    await choose(page, 'Role', 'Country manager');
    const managers = await listAccountsAs(baseUrl, admin.authToken, { role: 'country_manager' });
    await expect.poll(() => shownAccountTotal(page)).toBe(managers.total);
    expect(new Set(await column(page, ROLE_COLUMN))).toEqual(new Set(['Country manager']));
    await choose(page, 'Country', 'Peru');
    const peruvian = await listAccountsAs(baseUrl, admin.authToken, {
      role: 'country_manager',
      country: 'PE',
    });
    expect(peruvian.total).toBeGreaterThan(0);
    await expect.poll(() => shownAccountTotal(page)).toBe(peruvian.total);
    expect(await column(page, COUNTRY_COLUMN)).toEqual(peruvian.items.map(() => 'Peru'));
    expect(await emailsShown(page)).toEqual(peruvian.items.map((account) => account.email));

    // Paging the whole list: 25 a page, the next page shows the next 25, and the page size can change.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => shownAccountTotal(page)).toBe(total);
    await expect.poll(() => page.getByText(`1–25 of ${total}`).isVisible()).toBe(true);
    const firstPage = await emailsShown(page);
    expect(firstPage).toHaveLength(25);
    const expected = await listAccountsAs(baseUrl, admin.authToken, { page: 2, limit: 25 });
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => page.getByText(`26–50 of ${total}`).isVisible()).toBe(true);
    // The rows of page 1 stay while page 2 loads; then page 2's rows, none of page 1's.
    await expect.poll(() => emailsShown(page)).toEqual(expected.items.map((account) => account.email));
    const secondPage = await emailsShown(page);
    expect(secondPage).toHaveLength(25);
    expect(secondPage.filter((email) => firstPage.includes(email))).toEqual([]);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await choose(page, 'Rows per page', '10');
    await expect.poll(() => page.getByText(`1–10 of ${total}`).isVisible()).toBe(true);
    await expect.poll(() => emailsShown(page)).toEqual(firstPage.slice(0, 10));
  });

  it('as a seller: shows only the branch, searched and filtered the same way', async () => {
    const scope = await allAccountsAs(baseUrl, seller.authToken);
    const page = await openAs('seller', '/accounts');
    await expect.poll(() => shownAccountTotal(page)).toBe(scope.length);
    expect(new Set(await emailsShown(page))).toEqual(new Set(scope.map((account) => account.email)));

    const advertiser = scope.find((account) => account.email === demoEmail('advertiser'));
    expect(advertiser).toBeDefined();
    await page.getByRole('searchbox', { name: 'Search name, company or e-mail' }).fill('Fuentes');
    await expect.poll(() => emailsShown(page)).toContain(demoEmail('advertiser'));
    await page.getByRole('button', { name: 'Clear filters' }).first().click();

    await choose(page, 'Role', 'Seller');
    await expect.poll(() => emailsShown(page)).toEqual([demoEmail('seller')]);
    await choose(page, 'Role', 'All');
    await choose(page, 'Country', 'Chile');
    const chilean = scope.filter((account) => account.country === 'CL');
    await expect.poll(() => shownAccountTotal(page)).toBe(chilean.length);
    expect(new Set(await column(page, COUNTRY_COLUMN))).toEqual(new Set(['Chile']));
    await expect
      .poll(() => page.getByText(`1–${chilean.length} of ${chilean.length}`).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
  });
});

describe('creating an account', () => {
  it('as admin: says so, returns to the list and shows the new account first', async () => {
    const email = uniqueEmail('created-by-admin');
    const page = await openAs('admin', '/accounts/create');
    expect(await seriousViolations(page), '/accounts/create').toEqual([]);
    await page.getByRole('textbox', { name: 'First name' }).fill('Valeria');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Ibáñez');
    await page.getByRole('textbox', { name: 'Company' }).fill('Ibáñez Foods');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await choose(page, 'Country', 'Colombia');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => isShown(page, 'Account created successfully')).toBe(true);
    await page.waitForURL(`${baseUrl}/accounts`);
    await expect.poll(async () => (await emailsShown(page))[0]).toBe(email);
    const row = accountRow(page, email);
    expect(await row.getByRole('cell').nth(ROLE_COLUMN).textContent()).toBe('Advertiser');
    expect(await row.getByRole('cell').nth(COUNTRY_COLUMN).textContent()).toBe('Colombia');
    // The account exists with what was typed, and can sign in with the password set for it.
    expect((await signInApi(baseUrl, email, NEW_PASSWORD)).account).toMatchObject({
      firstName: 'Valeria',
      lastName: 'Ibáñez',
      company: 'Ibáñez Foods',
      country: 'CO',
      role: 'advertiser',
    });
  });

  it('as a seller: creates an advertiser below the seller', async () => {
    const email = uniqueEmail('created-by-seller');
    const page = await openAs('seller', '/accounts/create');
    await page.getByRole('combobox', { name: 'Role' }).click();
    const offered = await page.getByRole('option').allTextContents();
    await page.keyboard.press('Escape');
    expect(offered).toEqual(['Advertiser']);
    await page.getByRole('textbox', { name: 'First name' }).fill('Tomás');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => isShown(page, 'Account created successfully')).toBe(true);
    await page.waitForURL(`${baseUrl}/accounts`);
    await expect.poll(() => emailsShown(page)).toContain(email);
    const created = (await listAccountsAs(baseUrl, admin.authToken, { search: email })).items;
    expect(created.map(({ role, parentId }) => ({ role, parentId }))).toEqual([
      { role: 'advertiser', parentId: seller.account.id },
    ]);
  });

  it('shows a taken e-mail under the e-mail field, keeps every input and creates nothing', async () => {
    const before = await listAccountsAs(baseUrl, admin.authToken);
    const page = await openAs('admin', '/accounts/create');
    const firstName = page.getByRole('textbox', { name: 'First name' });
    const company = page.getByRole('textbox', { name: 'Company' });
    const email = page.getByRole('textbox', { name: 'E-mail' });
    const password = page.getByRole('textbox', { name: 'Password' });
    await firstName.fill('Duplicated');
    await company.fill('Kept Company');
    await email.fill(demoEmail('seller'));
    await password.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect.poll(() => descriptionOf(email)).toBe('This email already exists');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${baseUrl}/accounts/create`);
    expect(await firstName.inputValue()).toBe('Duplicated');
    expect(await company.inputValue()).toBe('Kept Company');
    expect(await email.inputValue()).toBe(demoEmail('seller'));
    expect(await password.inputValue()).toBe(NEW_PASSWORD);
    expect(await descriptionOf(firstName)).toBe('');
    expect(await seriousViolations(page), '/accounts/create with a field error').toEqual([]);
    expect((await listAccountsAs(baseUrl, admin.authToken)).total).toBe(before.total);
  });
});

describe('editing an account', () => {
  it('saves the change, says so and returns to the list', async () => {
    const account = await createAccountAs(baseUrl, admin.authToken, {
      firstName: 'Before',
      company: 'Old Co',
    });
    const page = await openAs('admin', `/accounts/${account.id}/edit`);
    const company = page.getByRole('textbox', { name: 'Company' });
    await expect.poll(() => company.inputValue()).toBe('Old Co');
    expect(await page.getByRole('textbox', { name: 'E-mail' }).inputValue()).toBe(account.email);
    expect(await seriousViolations(page), '/accounts/:id/edit').toEqual([]);

    await company.fill('New Co');
    await page.getByRole('textbox', { name: 'First name' }).fill('After');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => isShown(page, 'Account updated successfully')).toBe(true);
    await page.waitForURL(`${baseUrl}/accounts`);
    await expect.poll(() => accountRow(page, account.email).getByText('After').isVisible()).toBe(true);
    const saved = await callApi<Account>(baseUrl, admin.authToken, 'GET', `/accounts/${account.id}`);
    expect(saved.body).toMatchObject({ firstName: 'After', company: 'New Co', email: account.email });
  });

  it("as a seller, another seller's account is not found, as if it did not exist", async () => {
    const everyone = await allAccountsAs(baseUrl, admin.authToken);
    const visible = new Set((await allAccountsAs(baseUrl, seller.authToken)).map((account) => account.id));
    const sellers = new Set(
      everyone
        .filter((account) => account.role === 'seller' && account.id !== seller.account.id)
        .map((account) => account.id),
    );
    const stranger = everyone.find(
      (account) => account.parentId !== null && sellers.has(account.parentId) && !visible.has(account.id),
    );
    if (!stranger) throw new Error("no account under another seller's branch in the demo data");
    expect((await callApi(baseUrl, seller.authToken, 'GET', `/accounts/${stranger.id}`)).status).toBe(404);

    const page = await openAs('seller', `/accounts/${stranger.id}/edit`);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toBe('This account does not exist, or it is not one you can see.');
    expect(await page.getByRole('textbox', { name: 'First name' }).count()).toBe(0);
    expect(await page.getByText(stranger.email).count()).toBe(0);
  });
});

describe('deleting an account', () => {
  it('asks first: cancel keeps the row, confirm removes it and the total drops by one', async () => {
    const account = await createAccountAs(baseUrl, admin.authToken, { firstName: 'Doomed', lastName: 'Row' });
    const { total } = await listAccountsAs(baseUrl, admin.authToken);
    const page = await openAs('admin', '/accounts');
    await expect.poll(() => shownAccountTotal(page)).toBe(total);
    const row = accountRow(page, account.email);
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete Doomed Row' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this account?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(account.email);
    expect(await seriousViolations(page), 'delete dialog').toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await row.isVisible()).toBe(true);
    expect(await shownAccountTotal(page)).toBe(total);

    await row.getByRole('button', { name: 'Delete Doomed Row' }).click();
    await dialog.getByRole('button', { name: 'Delete account' }).click();
    await expect.poll(() => isShown(page, 'Account deleted successfully')).toBe(true);
    await row.waitFor({ state: 'detached' });
    await expect.poll(() => shownAccountTotal(page)).toBe(total - 1);
    expect((await callApi(baseUrl, admin.authToken, 'GET', `/accounts/${account.id}`)).status).toBe(404);
  });
});
