import type { Account } from '@adcontrol/domain/accounts/account';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createAccountAs, NEW_PASSWORD } from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { choose, descriptionOf, isShown } from '../support/screens';
import { demoEmail, signInApi, signInContext, submitLogin } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

let browser: Browser;
let adminToken: string;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = (await signInApi(baseUrl, demoEmail('admin'))).authToken;
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(() => browser?.close());

async function newPage(): Promise<Page> {
  const context = await newContext(browser, baseUrl);
  contexts.push(context);
  return context.newPage();
}

/** A fresh account of its own, so changing its password leaves the demo accounts alone. */
async function openProfileOfNewAccount(firstName: string): Promise<{ page: Page; account: Account }> {
  const account = await createAccountAs(baseUrl, adminToken, {
    firstName,
    lastName: 'Perfil',
    language: 'en',
  });
  const page = await newPage();
  await signInContext(page.context(), baseUrl, account.email, { password: NEW_PASSWORD });
  await page.goto('/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile and settings' }).waitFor();
  return { page, account };
}

function passwordInput(page: Page, name: 'Current password' | 'New password' | 'Confirm new password') {
  return page.getByRole('textbox', { name, exact: true });
}

async function fillPasswords(page: Page, current: string, next: string, confirmation: string) {
  await passwordInput(page, 'Current password').fill(current);
  await passwordInput(page, 'New password').fill(next);
  await passwordInput(page, 'Confirm new password').fill(confirmation);
  await page.getByRole('button', { name: 'Change password' }).click();
}

describe('the profile', () => {
  it('saves a new first name and language, and the interface switches to that language', async () => {
    const { page, account } = await openProfileOfNewAccount('Paula');
    expect(await seriousViolations(page), '/profile').toEqual([]);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    expect(await firstName.inputValue()).toBe('Paula');

    await firstName.fill('Paulina');
    await choose(page, 'Language', 'Español');
    await page.getByRole('button', { name: 'Save profile' }).click();

    await expect.poll(() => isShown(page, 'Perfil actualizado con éxito')).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Perfil y configuración' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.getByRole('banner').getByText('Paulina').isVisible()).toBe(true);
    const saved = await callApi<Account>(baseUrl, adminToken, 'GET', `/accounts/${account.id}`);
    expect(saved.body).toMatchObject({ firstName: 'Paulina', language: 'es' });

    // The choice is kept: after a reload the page is still in Spanish, with the saved name.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Perfil y configuración' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Nombre', exact: true }).inputValue()).toBe('Paulina');
  });

  it('refuses a wrong current password and a mismatched confirmation, then changes the password', async () => {
    const { page, account } = await openProfileOfNewAccount('Pablo');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/accounts/me')) sent.push(request.method());
    });

    await fillPasswords(page, 'not-my-password', 'brand-new-pass-1', 'brand-new-pass-1');
    const current = passwordInput(page, 'Current password');
    await expect.poll(() => descriptionOf(current)).toBe('Current password incorrect');
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual(['PATCH']);
    expect(await seriousViolations(page), '/profile with a password error').toEqual([]);

    await fillPasswords(page, NEW_PASSWORD, 'brand-new-pass-1', 'brand-new-pass-2');
    const confirmation = passwordInput(page, 'Confirm new password');
    await expect.poll(() => descriptionOf(confirmation)).toBe('Confirm password does not match');
    expect(sent).toEqual(['PATCH']);

    await fillPasswords(page, NEW_PASSWORD, 'brand-new-pass-1', 'brand-new-pass-1');
    await expect.poll(() => isShown(page, 'Your password has been changed')).toBe(true);
    expect(sent).toEqual(['PATCH', 'PATCH']);
    expect(await current.inputValue()).toBe('');

    // The new password signs in through the login screen; the old one no longer does.
    const login = await newPage();
    await submitLogin(login, account.email, NEW_PASSWORD);
    await expect.poll(() => isShown(login, 'The email and/or password are incorrect')).toBe(true);
    await submitLogin(login, account.email, 'brand-new-pass-1');
    await login.waitForURL(`${baseUrl}/`);
    await expect.poll(() => welcomeOf(login)).toMatch(/Welcome, Pablo/);
  });
});

function welcomeOf(page: Page): Promise<string | null> {
  return page.getByRole('heading', { level: 1 }).textContent();
}
