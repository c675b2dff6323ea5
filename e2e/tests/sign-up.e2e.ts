import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, createAccountAs, NEW_PASSWORD, uniqueEmail } from '../support/api';
import { browserPerFile, seriousViolations } from '../support/browser';
import { mailsTo, waitForMail } from '../support/outbox';
import { descriptionOf, isShown } from '../support/screens';
import { demoEmail, signInApi, storedAuth, submitLogin } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl, dataDir } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

async function newPage(): Promise<Page> {
  context = await browsing.context(baseUrl);
  return context.newPage();
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

function alertText(page: Page): Promise<string | null> {
  return page.getByRole('alert').first().textContent();
}

async function expectSignedIn(page: Page, firstName: string) {
  await page.waitForURL(`${baseUrl}/`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent())
    .toBe(`Welcome, ${firstName}`);
}

describe('signing up', () => {
  it('e-mails a confirmation link; before it is opened sign-in is refused, after it sign-in works', async () => {
    const email = uniqueEmail('signed-up');
    const page = await newPage();
    await page.goto('/sign-up');
    await heading(page, 'Create your account').waitFor();
    expect(await seriousViolations(page), '/sign-up').toEqual([]);
    await page.getByRole('textbox', { name: 'First name' }).fill('Inés');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Navarro');
    await page.getByRole('textbox', { name: 'Company' }).fill('Navarro Bikes');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await heading(page, 'Check your e-mail').waitFor();
    expect(
      await page.getByText(`We sent a confirmation link to ${email}.`, { exact: false }).isVisible(),
    ).toBe(true);
    expect(await seriousViolations(page), '/sign-up sent').toEqual([]);

    // The e-mail, as the outbox keeps it: a file `<timestamp>-<id>.json` with the link to this server.
    const { mail, link } = await waitForMail(dataDir, email, 'confirm');
    expect(mail.file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\w+\.json$/);
    expect(mail).toMatchObject({
      to: email,
      from: expect.any(String),
      subject: expect.any(String),
      html: expect.stringContaining(link),
      sentAt: expect.any(String),
    });
    expect(link).toMatch(new RegExp(`^${baseUrl}/confirm/[\\w-]{20,}$`));

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await submitLogin(page, email, NEW_PASSWORD);
    await expect.poll(() => alertText(page)).toMatch(/confirm your e-mail/i);
    expect(page.url()).toBe(`${baseUrl}/login`);
    expect(await storedAuth(page)).toBeNull();

    await page.goto(link);
    await heading(page, 'Your account is confirmed').waitFor();
    expect(await seriousViolations(page), '/confirm/:token').toEqual([]);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await submitLogin(page, email, NEW_PASSWORD);
    await expectSignedIn(page, 'Inés');
    expect(await storedAuth(page)).toMatchObject({ role: 'advertiser', authenticated: true });

    // The link works once.
    const again = await newPage();
    await again.goto(link);
    await heading(again, 'We could not confirm your account').waitFor();
    expect(await alertText(again)).toBe('This link is invalid or has expired');
  });

  it('shows a taken e-mail under the e-mail field and sends nothing', async () => {
    const page = await newPage();
    await page.goto('/sign-up');
    await page.getByRole('textbox', { name: 'First name' }).fill('Copy');
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill(demoEmail('advertiser'));
    await page.getByRole('textbox', { name: 'Password' }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => descriptionOf(email)).toBe('This email already exists');
    expect(await alertText(page)).toBe('Server error: This email already exists');
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Copy');
    expect(mailsTo(dataDir, demoEmail('advertiser'))).toEqual([]);
  });
});

describe('a forgotten password', () => {
  it('is reset through the e-mailed link, once; the new password signs in and the old one does not', async () => {
    const adminToken = (await signInApi(baseUrl, demoEmail('admin'))).authToken;
    const account = await createAccountAs(baseUrl, adminToken, { firstName: 'Olvido', language: 'en' });
    const page = await newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${baseUrl}/forgot-password`);
    await heading(page, 'Forgot your password?').waitFor();
    expect(await seriousViolations(page), '/forgot-password').toEqual([]);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await heading(page, 'Check your e-mail').waitFor();
    expect(await page.getByText(`If an account exists for ${account.email}`).isVisible()).toBe(true);
    expect(await seriousViolations(page), '/forgot-password sent').toEqual([]);

    const { link } = await waitForMail(dataDir, account.email, 'reset-password');
    expect(link).toMatch(new RegExp(`^${baseUrl}/reset-password/[\\w-]{20,}$`));
    await page.goto(link);
    await heading(page, 'Choose a new password').waitFor();
    expect(await seriousViolations(page), '/reset-password/:token').toEqual([]);
    const password = page.getByRole('textbox', { name: 'New password', exact: true });
    const confirmation = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
    const save = page.getByRole('button', { name: 'Save the new password' });

    await password.fill('reset-password-1');
    await confirmation.fill('reset-password-2');
    await save.click();
    await expect.poll(() => descriptionOf(confirmation)).toBe('Confirm password does not match');

    await password.fill('seven77');
    await confirmation.fill('seven77');
    await save.click();
    await expect.poll(() => descriptionOf(password)).toBe('The password must have at least 8 characters');
    expect(await seriousViolations(page), '/reset-password/:token with errors').toEqual([]);
    // The server refuses it too, without spending the link.
    const token = link.split('/').at(-1) ?? '';
    const tooShort = await callApi(baseUrl, null, 'POST', '/auth/reset-password', {
      token,
      password: 'seven77',
      confirmPassword: 'seven77',
    });
    expect(tooShort).toMatchObject({ status: 400, body: { success: false, field: 'password' } });

    await password.fill('reset-password-1');
    await confirmation.fill('reset-password-1');
    await save.click();
    await heading(page, 'Your password has been reset').waitFor();

    await page.getByRole('link', { name: 'Sign in' }).click();
    await submitLogin(page, account.email, NEW_PASSWORD);
    await expect.poll(() => alertText(page)).toBe('Server error: The email and/or password are incorrect');
    await submitLogin(page, account.email, 'reset-password-1');
    await expectSignedIn(page, 'Olvido');

    // The same link a second time: refused, and the password stays the one just set.
    const again = await newPage();
    await again.goto(link);
    await again.getByRole('textbox', { name: 'New password', exact: true }).fill('reset-password-3');
    await again.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('reset-password-3');
    await again.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => alertText(again)).toBe('This link is invalid or has expired');
    expect(await signInApi(baseUrl, account.email, 'reset-password-1')).toMatchObject({
      account: { email: account.email },
    });
  });

  it('answers the same for an address with no account, and e-mails nobody', async () => {
    const email = uniqueEmail('nobody');
    const page = await newPage();
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await heading(page, 'Check your e-mail').waitFor();
    expect(await isShown(page, `If an account exists for ${email}`)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(dataDir, email)).toEqual([]);
  });
});
