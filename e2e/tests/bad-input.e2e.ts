import type { Account } from '@adcontrol/domain/accounts/account';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, listAccountsAs, NEW_PASSWORD, postOversized, uniqueEmail } from '../support/api';
import { launchBrowser, newContext } from '../support/browser';
import { accountRow, isShown } from '../support/screens';
import { demoEmail, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

let adminToken: string;
beforeAll(async () => {
  adminToken = (await signInApi(baseUrl, demoEmail('admin'))).authToken;
});

async function total(): Promise<number> {
  return (await listAccountsAs(baseUrl, adminToken)).total;
}

function createAccount(body: unknown) {
  return callApi(baseUrl, adminToken, 'POST', '/accounts', body);
}

const ENVELOPE = { success: false, code: expect.any(String), message: expect.any(String) };

describe('bad input to POST /api/accounts', () => {
  it('refuses each bad body with the error envelope, naming the field, and creates nothing', async () => {
    const before = await total();
    const valid = { role: 'advertiser', firstName: 'Valid', password: NEW_PASSWORD, language: 'en' };
    const emails = Array.from({ length: 3 }, (_, index) => uniqueEmail(`refused-${index}`));

    const huge = await postOversized(
      baseUrl,
      adminToken,
      '/accounts',
      JSON.stringify({ ...valid, email: emails[0], company: 'x'.repeat(10 * 1024 * 1024) }),
    );
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ ...ENVELOPE, code: 'PAYLOAD_TOO_LARGE', key: 'errors.payloadTooLarge' });

    const emperor = await createAccount({ ...valid, email: emails[1], role: 'emperor' });
    expect(emperor.status).toBe(400);
    expect(emperor.body).toMatchObject({ ...ENVELOPE, field: 'role' });

    const noEmail = await createAccount(valid);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ ...ENVELOPE, field: 'email' });

    const wrongType = await createAccount({ ...valid, email: emails[2], firstName: 123 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toMatchObject({ ...ENVELOPE, field: 'firstName' });

    expect(await total()).toBe(before);
    for (const email of emails) {
      expect((await listAccountsAs(baseUrl, adminToken, { search: email })).total, email).toBe(0);
    }
  });
});

describe('names that look like code', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('are saved verbatim and shown as text in the list and the edit form', async () => {
    const firstName = "Robert'); DROP TABLE accounts;--";
    const lastName = '<img src=x onerror=alert(1)>';
    const company = '<script>alert(2)</script>';
    const email = uniqueEmail('injection');
    const before = await total();

    const context = await newContext(browser, baseUrl);
    await signInContext(context, baseUrl, demoEmail('admin'));
    const page = await context.newPage();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await page.goto('/accounts/create');
    await page.getByRole('textbox', { name: 'First name' }).fill(firstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await page.getByRole('textbox', { name: 'Company' }).fill(company);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => isShown(page, 'Account created successfully')).toBe(true);
    await page.waitForURL(`${baseUrl}/accounts`);

    // Saved exactly as typed, and the accounts table is still there, one row longer.
    const saved = (await listAccountsAs(baseUrl, adminToken, { search: email })).items;
    expect(saved).toMatchObject([{ firstName, lastName, company, email }]);
    expect(await total()).toBe(before + 1);

    const row = accountRow(page, email);
    await row.waitFor();
    const nameCell = row.getByRole('cell').first();
    expect(await nameCell.getByText(`${firstName} ${lastName}`, { exact: true }).isVisible()).toBe(true);
    expect(await nameCell.getByText(company, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('main').locator('[onerror], script').count()).toBe(0);
    expect(await row.locator('img').count()).toBe(0);

    await page.goto(`/accounts/${(saved[0] as Account).id}/edit`);
    await expect.poll(() => page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe(firstName);
    expect(await page.getByRole('textbox', { name: 'Last name' }).inputValue()).toBe(lastName);
    expect(await page.getByRole('textbox', { name: 'Company' }).inputValue()).toBe(company);
    expect(await page.getByText(`${firstName} ${lastName} · ${email}`, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('main').locator('[onerror], script').count()).toBe(0);

    expect(dialogs).toEqual([]);
    await context.close();
  });
});
