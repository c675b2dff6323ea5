import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Audience } from '@adcontrol/domain/audiences/audience';
import type { AudienceListResponse } from '@adcontrol/domain/audiences/contracts';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi, uniqueWord } from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { demoEmail, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';
import { type Language, textOf, type Words, wordsOf } from '../support/words';

/*
 * Issue 7's journey, as a seller would make it, in English left to right and in Spanish right to left: an
 * audience with two countries, three points (found by place search, clicked on the map, uploaded in a sheet),
 * installed and not-installed apps, a carrier, a language, one gender and two age bands, the count moving at
 * each step; then save, edit, export and delete. Labels come from the app's own bundles, so the Spanish run
 * reads what a Spanish reader reads.
 */

const { baseUrl } = sharedServer();
// The audience screens' words come in a file of their own, loaded with those screens.
const bundles: Partial<Record<Language, Words>> = {
  en: wordsOf('en', 'audience'),
  es: wordsOf('es', 'audience'),
};

const translate = (language: Language, key: string, values?: Record<string, string | number>) =>
  textOf(bundles[language] ?? {}, key, values);

let browser: Browser;
let seller: SignInResponse;
let context: BrowserContext | undefined;
let sheetPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await signInApi(baseUrl, demoEmail('seller'));
  // One good row in Bogotá and one whose latitude is off the globe: the sheet adds the first, lists the second.
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('puntos');
  sheet.addRow(['nombre', 'lat', 'long', 'code', 'ratio']);
  sheet.addRow(['Bogota centro', 4.711, -74.0721, 'CO', 25000]);
  sheet.addRow(['Fuera del mapa', 95, -74, 'CO', 1000]);
  sheetPath = join(mkdtempSync(join(tmpdir(), 'audience-sheet-')), 'puntos.xlsx');
  await workbook.xlsx.writeFile(sheetPath);
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(() => browser?.close());

/** The number the people counter shows, once it shows one and has stopped updating. */
async function settledCount(page: Page): Promise<number | null> {
  if ((await page.getByRole('progressbar').count()) > 0) return null;
  const text = await page.getByTestId('people-count').first().textContent();
  const digits = text?.replace(/\D/g, '') ?? '';
  return digits ? Number(digits) : null;
}

/** Waits until the counter settles on a number other than `before`, and returns it. */
async function countChangedFrom(page: Page, before: number | null): Promise<number> {
  await page.waitForTimeout(450); // the counter waits 400 ms after the last change
  await expect.poll(() => settledCount(page), { timeout: 15_000 }).not.toBe(before);
  await expect.poll(() => settledCount(page), { timeout: 15_000 }).not.toBeNull();
  return (await settledCount(page)) ?? 0;
}

async function pickOption(page: Page, label: string, typed: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
  await page.keyboard.press('Escape');
}

for (const look of [
  { language: 'en', direction: 'ltr', width: 1440 },
  { language: 'es', direction: 'rtl', width: 1440 },
] as const) {
  const t = (key: string, values?: Record<string, string | number>) => translate(look.language, key, values);
  const languageName = (code: string) =>
    new Intl.DisplayNames([look.language], { type: 'language' }).of(code) ?? code;

  describe(`an audience from start to end (${look.language}, ${look.direction})`, () => {
    it('is built step by step with the count moving, then saved, edited, exported and deleted', async () => {
      context = await newContext(browser, baseUrl, { width: look.width });
      await signInContext(context, baseUrl, demoEmail('seller'), {
        language: look.language,
        direction: look.direction,
      });
      const page = await context.newPage();
      await page.goto('/audience/create');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.evaluate('document.documentElement.dir')).toBe(look.direction);
      await page.getByText(t('audience.counter.skipped')).first().waitFor();
      const name = `Journey ${look.language} ${uniqueWord('Aud')}`;
      await page.getByRole('textbox', { name: new RegExp(`^${t('audience.builder.name')}`) }).fill(name);

      // Two countries.
      await pickOption(page, t('audience.geography.countries.label'), 'Chile', 'Chile');
      let count = await countChangedFrom(page, 0);
      await pickOption(page, t('audience.geography.countries.label'), 'Argent', 'Argentina');
      count = await countChangedFrom(page, count);

      // Points outside those countries, so each one reaches people the countries do not: 25 km each.
      const defaultRadius = page.getByRole('textbox', { name: t('audience.geography.radius.default') });
      await defaultRadius.fill('25000');
      await defaultRadius.blur();

      const search = page.getByRole('combobox', { name: t('audience.geography.search.label') });
      await search.fill('Lima');
      await page
        .getByRole('option', { name: /^Lima\b/ })
        .first()
        .click();
      const points = page.getByRole('list', { name: /\d/ }).filter({ has: page.getByRole('switch') });
      await expect.poll(() => points.getByRole('switch').count()).toBe(1);
      count = await countChangedFrom(page, count);

      // A point clicked beside the searched one: named after the nearest place, then excluded, which takes
      // most of Lima's people away again.
      await page.waitForTimeout(1_800); // the map flies to the place it found
      const map = page.getByRole('region', { name: t('audience.geography.map.label') });
      await map.scrollIntoViewIfNeeded();
      const box = await map.boundingBox();
      if (!box) throw new Error('the map is not on screen');
      await page.mouse.click(box.x + box.width / 2 + 40, box.y + box.height / 2 + 30);
      await expect.poll(() => points.getByRole('switch').count(), { timeout: 15_000 }).toBe(2);
      const clicked = points.getByRole('switch').nth(1);
      expect(await clicked.isChecked()).toBe(true);
      const beforeExclusion = await countChangedFrom(page, count).catch(() => count);
      expect(beforeExclusion).toBeGreaterThanOrEqual(count);
      await clicked.uncheck();
      await page.getByText(t('audience.geography.points.excluded')).first().waitFor();
      count = await countChangedFrom(page, beforeExclusion);
      expect(count).toBeLessThan(beforeExclusion);

      // A sheet of points: Bogotá is added, the row off the globe is listed with its reason.
      await page.locator('input[type="file"]').setInputFiles(sheetPath);
      await page
        .getByText(t('audience.geography.upload.added_one', { count: 1 }))
        .first()
        .waitFor();
      await page
        .getByText(new RegExp(`^${t('audience.geography.upload.rejectedRow', { row: 3, reason: '' })}`))
        .waitFor();
      await expect.poll(() => points.getByRole('switch').count()).toBe(3);
      count = await countChangedFrom(page, count);

      // Installed and not-installed apps: each narrows the audience.
      await pickOption(page, t('audience.builder.installed'), 'WhatsApp', /WhatsApp/);
      let next = await countChangedFrom(page, count);
      expect(next).toBeLessThan(count);
      count = next;
      await pickOption(page, t('audience.builder.notInstalled'), 'Tinder', /Tinder/);
      next = await countChangedFrom(page, count);
      expect(next).toBeLessThan(count);
      count = next;

      // A carrier of the chosen countries, a language, one gender and two age bands.
      await pickOption(page, t('audience.builder.carriers'), '', /MCC 730/);
      next = await countChangedFrom(page, count);
      expect(next).toBeLessThan(count);
      count = next;
      await pickOption(
        page,
        t('audience.builder.languages'),
        languageName('es').slice(0, 4),
        languageName('es'),
      );
      await page.waitForTimeout(450);
      await expect.poll(() => settledCount(page)).not.toBeNull();
      next = (await settledCount(page)) ?? 0;
      expect(next).toBeLessThanOrEqual(count);
      count = next;
      await page.getByRole('checkbox', { name: t('audience.builder.female'), exact: true }).check();
      next = await countChangedFrom(page, count);
      expect(next).toBeLessThan(count);
      count = next;
      await page.getByRole('button', { name: '25–34' }).click();
      await page.getByRole('button', { name: '35–44' }).click();
      next = await countChangedFrom(page, count);
      expect(next).toBeLessThan(count);
      expect(next).toBeGreaterThan(0);

      expect(await seriousViolations(page)).toEqual([]);
      // SCREENSHOT_DIR=docs refreshes the builder's pictures in the docs from this very run.
      if (process.env.SCREENSHOT_DIR) {
        // A tall window shows the whole form at once, under the shell's fixed bar.
        await page.setViewportSize({ width: look.width, height: 2200 });
        await page.evaluate('window.scrollTo(0, 0)');
        await page.waitForTimeout(500);
        await page.screenshot({
          path: join(process.env.SCREENSHOT_DIR, `audience-builder-${look.language}-${look.direction}.png`),
        });
        await page.setViewportSize({ width: look.width, height: 900 });
      }
      await page.getByRole('button', { name: t('audience.builder.saveNew') }).click();
      await page.waitForURL(`${baseUrl}/audience`);

      const listed = await callApi<AudienceListResponse>(
        baseUrl,
        seller.authToken,
        'GET',
        `/audiences?search=${encodeURIComponent(name)}`,
      );
      expect(listed.body.total).toBe(1);
      const saved = listed.body.items[0] as Audience;
      const geo = saved.filters.geolocalization;
      expect(
        geo.coordinates.filter((point) => point.type === 'country').map((point) => point.countryCode),
      ).toEqual(['CL', 'AR']);
      const placed = geo.coordinates.filter((point) => point.type !== 'country');
      expect(placed.map((point) => point.included)).toEqual([true, false, true]);
      expect(placed[2]?.name).toBe('Bogota centro');
      expect(saved.filters.applications.installed).toEqual(['com.whatsapp']);
      expect(saved.filters.applications.notInstalled).toEqual(['com.tinder']);
      // A brand is one choice with every network code it runs under in that country.
      expect(new Set(saved.filters.devices.carriers.map((carrier) => carrier.mcc))).toEqual(new Set(['730']));
      expect(saved.filters.devices.languages).toEqual(['es']);
      expect(saved.filters.demographics).toMatchObject({ genreFemale: true, genreMale: false });
      expect(saved.filters.demographics.ageRanges).toEqual(['25-34', '35-44']);
      expect(saved.size).toBe(next);

      // Edit: the form comes back filled; a change is saved.
      await page.getByRole('searchbox', { name: t('audience.list.search') }).fill(name);
      await page.getByRole('link', { name: t('audience.actions.editNamed', { name }) }).click();
      const nameField = page.getByRole('textbox', { name: new RegExp(`^${t('audience.builder.name')}`) });
      await expect.poll(() => nameField.inputValue()).toBe(name);
      await expect.poll(() => points.getByRole('switch').count()).toBe(3);
      await page.getByRole('button', { name: '45–54' }).click();
      await page.getByRole('button', { name: t('audience.builder.saveChanges') }).click();
      await page.waitForURL(`${baseUrl}/audience`);
      const edited = await callApi<Audience>(baseUrl, seller.authToken, 'GET', `/audiences/${saved._id}`);
      expect(edited.body.filters.demographics.ageRanges).toEqual(['25-34', '35-44', '45-54']);

      // Export: the file announces the audience and carries one line per device.
      await page.goto(`/audience/${saved._id}/export`);
      await page.getByText(name).first().waitFor();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: t('audience.export.download') }).click(),
      ]);
      const text = readFileSync((await download.path()) ?? '', 'utf8');
      expect(text).toContain(name);
      const lines = text.split('\r\n').filter((line) => line.trim() !== '');
      // After the "# …" lines that describe the audience, a heading in the reader's language, then the ids.
      const firstId = lines.findIndex((line) => /^\d+$/.test(line));
      expect(firstId).toBeGreaterThan(1);
      expect(lines[firstId - 1]).toMatch(/^[^#\d]/);

      // Delete, confirmed.
      await page.goto('/audience');
      await page.getByRole('searchbox', { name: t('audience.list.search') }).fill(name);
      await page.getByRole('button', { name: t('audience.actions.deleteNamed', { name }) }).click();
      await page
        .getByRole('dialog', { name: t('audience.delete.title') })
        .getByRole('button', { name: t('audience.delete.confirm') })
        .click();
      await page.getByText(t('audience.list.noMatchTitle')).waitFor();
      const gone = await callApi(baseUrl, seller.authToken, 'GET', `/audiences/${saved._id}`);
      expect(gone.status).toBe(404);
      // A whole journey of some twenty steps: about 30 s on a quiet machine, twice that on a busy one.
    }, 120_000);
  });
}
