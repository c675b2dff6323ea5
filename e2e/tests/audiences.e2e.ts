import { readFile } from 'node:fs/promises';
import type { Audience } from '@adcontrol/domain/audiences/audience';
import type { AudienceListResponse, CreateAudienceRequest } from '@adcontrol/domain/audiences/contracts';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, uniqueWord } from '../support/api';
import { launchBrowser, newContext, seriousViolations, type ViewportOptions } from '../support/browser';
import { descriptionOf, isShown } from '../support/screens';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

/*
 * The audience screens against the real server. The list, edit, delete and export need the audience endpoints
 * (GET/POST/PATCH/DELETE /audiences, GET /audiences/:id/export); the live count, the save rules and the public
 * demo need only the count, which the server already answers.
 */

const { baseUrl } = sharedServer();

let browser: Browser;
let seller: SignInResponse;
let context: BrowserContext | undefined;
beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signInApi(baseUrl, demoEmail('seller'));
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(() => browser?.close());

type Look = ViewportOptions & Preferences;

async function openAs(role: string | null, path: string, look: Look = {}): Promise<Page> {
  context = await newContext(browser, baseUrl, look);
  if (role) await signInContext(context, baseUrl, demoEmail(role), { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

async function createAudienceAs(token: string, body: CreateAudienceRequest): Promise<Audience> {
  const answer = await callApi<Audience>(baseUrl, token, 'POST', '/audiences', body);
  if (answer.status !== 201)
    throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

const chile: CreateAudienceRequest['filters'] = {
  geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL', included: true }] },
  demographics: { genreFemale: true, ageRanges: ['25-34'] },
};

/** The number the people counter shows, once it shows one. */
async function shownCount(page: Page): Promise<number | null> {
  const text = await page.getByTestId('people-count').first().textContent();
  const digits = text?.replace(/\D/g, '') ?? '';
  return digits ? Number(digits) : null;
}

describe('the audience builder (count endpoint only)', () => {
  it('counts live as filters change and names what a save still needs', async () => {
    const page = await openAs('seller', '/audience/create');
    await page.getByText('Add a location, an app or a filter').first().waitFor();

    await page.getByRole('checkbox', { name: 'Female', exact: true }).check();
    await expect.poll(() => shownCount(page)).toBeGreaterThan(0);
    const women = await shownCount(page);
    await page.getByRole('button', { name: '25–34' }).click();
    await expect.poll(() => shownCount(page)).not.toBe(women);
    expect(await shownCount(page)).toBeLessThan(women ?? 0);

    await page.getByRole('button', { name: 'Save audience' }).click();
    await page.getByText('The audience cannot be saved yet').waitFor();
    expect(await isShown(page, 'Geography: Add at least one location or point')).toBe(true);
    const name = page.getByRole('textbox', { name: /^Audience name/ });
    expect(await descriptionOf(name)).toBe('This field is required');
    await name.fill('Con guion-');
    await name.blur();
    expect(await descriptionOf(name)).toBe('Only letters, spaces and numbers are allowed');
  });

  it('runs the public demo without a session: counts, no name, no saving, a way to sign up', async () => {
    const page = await openAs(null, '/create-audience-demo');
    await page.getByText('This is a demo').waitFor();
    const counted = page.waitForRequest((request) =>
      request.url().endsWith('/api/audiences/count/unauthenticated'),
    );
    await page.getByRole('checkbox', { name: 'Male', exact: true }).check();
    await counted;
    await expect.poll(() => shownCount(page)).toBeGreaterThan(0);
    expect(await page.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: /Audience name/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(`${baseUrl}/sign-up`);
  });

  for (const look of [
    { width: 1440, colorScheme: 'light', language: 'en', direction: 'ltr' },
    { width: 375, height: 812, colorScheme: 'dark', language: 'es', direction: 'rtl' },
  ] as const) {
    it(`builder and demo have no serious accessibility violation nor sideways scroll (${Object.values(look).join(', ')})`, async () => {
      for (const [role, path] of [
        ['seller', '/audience/create'],
        [null, '/create-audience-demo'],
      ] as const) {
        const page = await openAs(role, path, look);
        expect(await seriousViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        await context?.close();
        context = undefined;
      }
    });
  }
});

describe('the audience list, edit, delete and export (needs the audience endpoints)', () => {
  it('lists the caller’s audiences, finds one by name, edits it and deletes it', async () => {
    const word = uniqueWord('Aud');
    const created = await createAudienceAs(seller.authToken, { name: `Chile ${word}`, filters: chile });
    const page = await openAs('seller', '/audience');

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(word);
    await page.waitForURL(/search=/);
    const table = page.getByRole('table', { name: 'Audiences' });
    await table.getByRole('link', { name: `Chile ${word}`, exact: true }).waitFor();
    // The unfiltered list shows the new audience too, before the search's answer replaces it.
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    await table.getByText('1 country').waitFor();

    await page.getByRole('link', { name: `Edit Chile ${word}` }).click();
    const name = page.getByRole('textbox', { name: /^Audience name/ });
    await expect.poll(() => name.inputValue()).toBe(`Chile ${word}`);
    await expect.poll(() => shownCount(page)).toBeGreaterThan(0);
    await name.fill(`Chile renombrada ${word}`);
    await page.getByRole('checkbox', { name: 'Male', exact: true }).check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Audience saved successfully').waitFor();
    await page.waitForURL(`${baseUrl}/audience`);
    const stored = await callApi<Audience>(baseUrl, seller.authToken, 'GET', `/audiences/${created._id}`);
    expect(stored.body.name).toBe(`Chile renombrada ${word}`);
    expect(stored.body.filters.demographics.genreMale).toBe(true);

    await page.getByRole('searchbox', { name: 'Search by name' }).fill(word);
    await page.getByRole('button', { name: `Delete Chile renombrada ${word}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this audience?' });
    await dialog.getByRole('button', { name: 'Delete audience' }).click();
    await page.getByText('Audience removed successfully').waitFor();
    await page.getByText('No audiences match').waitFor();
    const after = await callApi<AudienceListResponse>(
      baseUrl,
      seller.authToken,
      'GET',
      `/audiences?search=${word}`,
    );
    expect(after.body.total).toBe(0);
  });

  it('exports an audience as a CSV with as many device lines as announced', async () => {
    const created = await createAudienceAs(seller.authToken, {
      name: `Export ${uniqueWord('Aud')}`,
      filters: chile,
    });
    const page = await openAs('seller', `/audience/${created._id}/export`);
    await page.getByText(created.name).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    await page.getByText(/^Downloaded [\d,]+ devices to /).waitFor();
    const text = await readFile((await download.path()) ?? '', 'utf8');
    // A byte-order mark, CRLF line ends, the heading in the interface's language (decision 055).
    expect(text.startsWith('\uFEFF# Audience,')).toBe(true);
    const lines = text
      .slice(1)
      .split('\r\n')
      .filter((line) => line !== '');
    const header = lines.indexOf('Device ID');
    expect(header).toBeGreaterThan(0);
    // Definition lines, each one cell: quoted when it holds a separator or a quote (decision 044).
    expect(lines.slice(0, header).every((line) => /^"?#/.test(line))).toBe(true);
    const devices = lines.length - header - 1;
    expect(
      await isShown(
        page,
        `Downloaded ${devices.toLocaleString('en-US')} devices to ${download.suggestedFilename()}`,
      ),
    ).toBe(true);
  });

  it('shows a missing audience as not found, for edit and export', async () => {
    for (const path of ['/audience/999999/edit', '/audience/999999/export']) {
      const page = await openAs('seller', path);
      await page.getByText('Audience not found').waitFor();
      await context?.close();
      context = undefined;
    }
  });

  for (const look of [
    { width: 1440, colorScheme: 'dark', language: 'pt', direction: 'rtl' },
    { width: 375, height: 812, colorScheme: 'light', language: 'en', direction: 'ltr' },
  ] as const) {
    it(`list, edit and export have no serious accessibility violation nor sideways scroll (${Object.values(look).join(', ')})`, async () => {
      const created = await createAudienceAs(seller.authToken, {
        name: `Axe ${uniqueWord('Aud')}`,
        filters: chile,
      });
      for (const path of ['/audience', `/audience/${created._id}/edit`, `/audience/${created._id}/export`]) {
        const page = await openAs('seller', path, look);
        await page.getByText(created.name).first().waitFor();
        expect(await seriousViolations(page), path).toEqual([]);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
        await context?.close();
        context = undefined;
      }
    });
  }
});
