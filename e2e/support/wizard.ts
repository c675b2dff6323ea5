import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { minimalMp4 } from '../../apps/server/test/helpers/mp4';
import { callApi } from './api';
import { launchBrowser, newContext } from './browser';
import { demoEmail, type Preferences, signInContext } from './session';
import { sharedServer } from './shared-server';
import { type Language, textOf, type Words, wordsOf } from './words';

/*
 * What the campaign wizard's journeys share: a browser, real media files made for the run, a signed-in page per
 * test, and the steps a person takes in the wizard, found by the words of the test's language.
 * `useWizardBrowser()` registers the hooks in a test file.
 */

const { baseUrl } = sharedServer();
/** The wizard's words in each language the tests read, as the app holds them once the wizard is loaded. */
const bundles = { en: wordsOf('en', 'campaigns'), es: wordsOf('es', 'campaigns') } as Record<Language, Words>;

/** The text a key shows in a language, as i18next would interpolate it. */
const textIn =
  (language: Language) =>
  (key: string, values: Record<string, string | number> = {}): string =>
    textOf(bundles[language], key, values);
/** The language the current test's user reads; helpers below find the screen's texts in it. */
let language: Language = 'en';
/** The language the next steps read (reset to English after each test). */
export function readIn(next: Language): Language {
  language = next;
  return next;
}
export const t = (key: string, values?: Record<string, string | number>) => textIn(language)(key, values);
export const message = (key: MessageKey) => MESSAGES[key][language];

let browser: Browser;
let context: BrowserContext | undefined;
/** The media the tests upload, made in a temporary folder before the file's first test. */
export const files = {
  png: '',
  gif: '',
  mp4: '',
  pdf: '',
  fakePng: '',
  brokenGif: '',
  longMp4: '',
  notes: '',
};

/** Registers the browser, the media files and each test's clean-up in the calling test file. */
export function useWizardBrowser(): void {
  beforeAll(makeFiles);
  afterEach(closeContext);
  afterAll(() => browser?.close());
}

async function makeFiles() {
  browser = await launchBrowser();
  const folder = mkdtempSync(join(tmpdir(), 'wizard-media-'));
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 25, g: 118, b: 210 } } });
  Object.assign(files, {
    png: join(folder, 'banner.png'),
    gif: join(folder, 'interstitial.gif'),
    mp4: join(folder, 'clip.mp4'),
    pdf: join(folder, 'orden.pdf'),
    fakePng: join(folder, 'not-a-picture.png'),
    brokenGif: join(folder, 'broken.gif'),
    longMp4: join(folder, 'twenty-seconds.mp4'),
    notes: join(folder, 'notes.txt'),
  });
  await picture(320, 50).png().toFile(files.png);
  await picture(320, 480).gif().toFile(files.gif);
  writeFileSync(files.mp4, minimalMp4(8));
  writeFileSync(files.pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  writeFileSync(files.fakePng, '<script>alert(1)</script>');
  const gif = readFileSync(files.gif);
  writeFileSync(files.brokenGif, Buffer.concat([gif.subarray(0, 13), Buffer.alloc(64, 0xff)]));
  writeFileSync(files.longMp4, minimalMp4(20));
  writeFileSync(files.notes, 'payment notes');
}

async function closeContext({ task }: { task: { name: string } }) {
  if (process.env.E2E_SHOTS)
    for (const p of context?.pages() ?? [])
      await p.screenshot({ path: `/tmp/shot-${task.name.slice(0, 20)}.png`, fullPage: true });
  await context?.close();
  context = undefined;
  language = 'en';
}

export async function audienceFor(session: SignInResponse, name: string): Promise<void> {
  const saved = await callApi(baseUrl, session.authToken, 'POST', '/audiences', {
    name,
    filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
  });
  expect(saved.status).toBe(201);
}

export async function open(role: string, size: { width?: number } = {}, preferences: Preferences = {}) {
  context = await newContext(browser, baseUrl, size);
  const session = await signInContext(context, baseUrl, demoEmail(role), preferences);
  const page = await context.newPage();
  return { page, session };
}

export const field = (page: Page | Locator, name: string) =>
  page.getByRole('textbox', { name, exact: false }).first();

export async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** General data up to the capping estimate; the price comes from the network's suggestion. */
export async function fillGeneral(
  page: Page,
  name: string,
  format: string,
  model: string,
  advertiser?: RegExp,
) {
  await field(page, t('campaigns.wizard.fields.name')).fill(name);
  await choose(page, t('campaigns.wizard.fields.format'), t(`campaigns.wizard.formats.${format}`));
  if (advertiser) {
    await page.getByRole('combobox', { name: t('campaigns.wizard.fields.advertiser') }).click();
    await page.getByRole('option', { name: advertiser }).first().click();
  }
  await choose(page, t('campaigns.wizard.fields.country'), /Chile/);
  await choose(page, t('campaigns.wizard.fields.model'), model);
  await field(page, t('campaigns.wizard.fields.budget')).fill('1.500.000');
  await expect.poll(() => field(page, t('campaigns.wizard.fields.price')).inputValue()).not.toBe('');
  await typeDate(page, t('campaigns.wizard.fields.start'), '2031-03-01');
  await typeDate(page, t('campaigns.wizard.fields.end'), '2031-03-31');
  await expect.poll(() => page.getByTestId('campaign-days').textContent()).toBe('30');
  await page.getByTestId('capping-estimate').first().waitFor({ state: 'visible' });
}

/** Types a day (`YYYY-MM-DD`) into a date field as a person does: DD/MM/YY into its sections. */
export async function typeDate(page: Page, label: string, day: string) {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? [];
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${date}${month}${year?.slice(2)}`);
  await page.keyboard.press('Tab');
}

export function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

export async function upload(scope: Locator, label: string, path: string) {
  await scope.locator(`input[type="file"][aria-label="${label}"]`).setInputFiles(path);
  await scope
    .getByRole('button', { name: t('campaigns.creatives.upload.remove', { field: label }) })
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 });
}

export async function pickAudience(scope: Locator, page: Page, name: string) {
  await scope.getByRole('combobox', { name: t('campaigns.creatives.fields.audienceId') }).click();
  await page.getByRole('option', { name }).first().click();
}

/** Opens a creative's preview and checks the document sits in a sandbox without same-origin. */
export async function preview(page: Page, scope: Locator, name: string) {
  await scope.getByRole('button', { name: t('campaigns.creatives.card.preview', { name }) }).click();
  const dialog = page.getByRole('dialog');
  const frame = dialog.locator('iframe');
  await frame.first().waitFor({ state: 'visible', timeout: 15_000 });
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

export async function next(page: Page) {
  await page.getByRole('button', { name: t('campaigns.wizard.actions.next') }).click();
}
