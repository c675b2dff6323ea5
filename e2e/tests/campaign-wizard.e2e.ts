import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignInResponse } from '@adcontrol/domain/auth/contracts';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { MESSAGES, type MessageKey } from '@adcontrol/domain/shared/messages';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { minimalMp4 } from '../../apps/server/test/helpers/mp4';
import { callApi, uniqueWord } from '../support/api';
import { launchBrowser, newContext, seriousViolations } from '../support/browser';
import { demoEmail, type Preferences, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';
import { type Language, textOf, type Words, wordsOf } from '../support/words';

/*
 * Issue 8's journeys in Chromium against the real server: a seller creates a CPM banner + interstitial campaign
 * and an advertiser a CPC push + video one, with real uploaded files; the launch rules of SPEC 5 are provoked;
 * every format is previewed in its sandbox; the draft survives a reload; the campaign is edited, duplicated and
 * deleted.
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
const t = (key: string, values?: Record<string, string | number>) => textIn(language)(key, values);
const message = (key: MessageKey) => MESSAGES[key][language];

let browser: Browser;
let context: BrowserContext | undefined;
let files: {
  png: string;
  gif: string;
  mp4: string;
  pdf: string;
  fakePng: string;
  brokenGif: string;
  longMp4: string;
  notes: string;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const folder = mkdtempSync(join(tmpdir(), 'wizard-media-'));
  const picture = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 25, g: 118, b: 210 } } });
  files = {
    png: join(folder, 'banner.png'),
    gif: join(folder, 'interstitial.gif'),
    mp4: join(folder, 'clip.mp4'),
    pdf: join(folder, 'orden.pdf'),
    fakePng: join(folder, 'not-a-picture.png'),
    brokenGif: join(folder, 'broken.gif'),
    longMp4: join(folder, 'twenty-seconds.mp4'),
    notes: join(folder, 'notes.txt'),
  };
  await picture(320, 50).png().toFile(files.png);
  await picture(320, 480).gif().toFile(files.gif);
  writeFileSync(files.mp4, minimalMp4(8));
  writeFileSync(files.pdf, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  writeFileSync(files.fakePng, '<script>alert(1)</script>');
  const gif = readFileSync(files.gif);
  writeFileSync(files.brokenGif, Buffer.concat([gif.subarray(0, 13), Buffer.alloc(64, 0xff)]));
  writeFileSync(files.longMp4, minimalMp4(20));
  writeFileSync(files.notes, 'payment notes');
});
afterEach(async ({ task }) => {
  if (process.env.E2E_SHOTS)
    for (const p of context?.pages() ?? [])
      await p.screenshot({ path: `/tmp/shot-${task.name.slice(0, 20)}.png`, fullPage: true });
  await context?.close();
  context = undefined;
  language = 'en';
});
afterAll(() => browser?.close());

async function audienceFor(session: SignInResponse, name: string): Promise<void> {
  const saved = await callApi(baseUrl, session.authToken, 'POST', '/audiences', {
    name,
    filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } },
  });
  expect(saved.status).toBe(201);
}

async function open(role: string, size: { width?: number } = {}, preferences: Preferences = {}) {
  context = await newContext(browser, baseUrl, size);
  const session = await signInContext(context, baseUrl, demoEmail(role), preferences);
  const page = await context.newPage();
  return { page, session };
}

const field = (page: Page | Locator, name: string) =>
  page.getByRole('textbox', { name, exact: false }).first();

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

/** General data up to the capping estimate; the price comes from the network's suggestion. */
async function fillGeneral(page: Page, name: string, format: string, model: string, advertiser?: RegExp) {
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
async function typeDate(page: Page, label: string, day: string) {
  const [, year, month, date] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) ?? [];
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(`${date}${month}${year?.slice(2)}`);
  await page.keyboard.press('Tab');
}

function card(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function upload(scope: Locator, label: string, path: string) {
  await scope.locator(`input[type="file"][aria-label="${label}"]`).setInputFiles(path);
  await scope
    .getByRole('button', { name: t('campaigns.creatives.upload.remove', { field: label }) })
    .first()
    .waitFor({ state: 'visible', timeout: 20_000 });
}

async function pickAudience(scope: Locator, page: Page, name: string) {
  await scope.getByRole('combobox', { name: t('campaigns.creatives.fields.audienceId') }).click();
  await page.getByRole('option', { name }).first().click();
}

/** Opens a creative's preview and checks the document sits in a sandbox without same-origin. */
async function preview(page: Page, scope: Locator, name: string) {
  await scope.getByRole('button', { name: t('campaigns.creatives.card.preview', { name }) }).click();
  const dialog = page.getByRole('dialog');
  const frame = dialog.locator('iframe');
  await frame.first().waitFor({ state: 'visible', timeout: 15_000 });
  expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
}

async function next(page: Page) {
  await page.getByRole('button', { name: t('campaigns.wizard.actions.next') }).click();
}

describe('the campaign wizard', () => {
  it('a seller creates a CPM banner and interstitial campaign, reloads mid-way, edits, duplicates and deletes it', async () => {
    const { page, session } = await open('seller');
    const audience = uniqueWord('Santiago shoppers');
    await audienceFor(session, audience);
    const taken = uniqueWord('Taken name');
    await page.goto('/campaigns/create');
    // A name already used answers at once.
    const advertisers = await callApi<{ id: number; company: string }[]>(
      baseUrl,
      session.authToken,
      'GET',
      '/accounts/adv/raw',
    );
    const advertiser = advertisers.body[0];
    expect(advertiser).toBeDefined();
    await callApi(baseUrl, session.authToken, 'POST', '/campaigns', {
      timezone: 'America/Santiago',
      general: {
        campaign_name: taken,
        advertiser_id: advertiser?.id,
        campaign_days: 1,
        campaign_total_budget: 1000,
        campaign_start_date: '2031-01-01T03:00:00Z',
        campaign_end_date: '2031-01-02T03:00:00Z',
        campaign_purchase_model: 'CPM',
        currency: 'CLP',
        unit_price: 1,
        country: 'CL',
        action: 'create',
      },
      pushs: [{ title: 'x' }],
    });
    await field(page, t('campaigns.wizard.fields.name')).fill(taken.toLowerCase());
    await page.getByText(message('campaigns.alreadyExists')).first().waitFor({ state: 'visible' });

    const name = uniqueWord('Verano banners');
    await fillGeneral(page, name, 'banner', 'CPM', new RegExp(advertiser?.company ?? ''));
    // The draft survives a reload.
    await page.reload();
    await expect.poll(() => field(page, t('campaigns.wizard.fields.name')).inputValue()).toBe(name);
    await page.getByTestId('capping-estimate').first().waitFor({ state: 'visible' });
    await next(page);

    await page.getByRole('button', { name: t('campaigns.creatives.add.banner') }).click();
    const banner = card(page, 'banner_1');
    await upload(banner, t('campaigns.creatives.fields.image'), files.png);
    // The browser reads the picture's size: the banner takes it (320 × 50).
    await expect
      .poll(() => banner.getByRole('textbox', { name: t('campaigns.creatives.fields.width') }).inputValue())
      .toBe('320');
    expect(
      await banner.getByRole('textbox', { name: t('campaigns.creatives.fields.height') }).inputValue(),
    ).toBe('50');
    await field(banner, t('campaigns.creatives.fields.link')).fill('https://shop.example/verano');
    await pickAudience(banner, page, audience);
    await preview(page, banner, 'banner_1');

    await page.getByRole('button', { name: t('campaigns.creatives.add.interstitial') }).click();
    const interstitial = card(page, 'interstitial_1');
    await upload(interstitial, t('campaigns.creatives.fields.image'), files.gif);
    await field(interstitial, t('campaigns.creatives.fields.link')).fill('https://shop.example/verano');
    await pickAudience(interstitial, page, audience);
    await preview(page, interstitial, 'interstitial_1');
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await card(page, 'interstitial_1').first().waitFor({ state: 'visible' });
    await next(page);
    expect(await page.getByTestId('launch-problem').count()).toBe(0);
    await page.getByRole('button', { name: t('campaigns.wizard.actions.launch') }).click();
    const proof = page.getByRole('dialog', { name: t('campaigns.wizard.proof.title') });
    await proof.locator('input[type="file"]').setInputFiles(files.pdf);
    await proof.getByText('orden.pdf').first().waitFor({ state: 'visible' });
    await proof.getByRole('button', { name: t('campaigns.wizard.actions.launch') }).click();

    await page.getByText(message('campaigns.created')).first().waitFor({ state: 'visible' });
    await expect.poll(() => page.url()).toMatch(/\/creatives\/\d+$/);
    await page.getByRole('heading', { level: 1, name }).first().waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    // Picture creatives are drawn as pictures at once, each loaded.
    const thumbnail = page.getByRole('img', {
      name: t('campaigns.creativesPage.previewOf', { name: 'banner_1' }),
    });
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    expect(await seriousViolations(page)).toEqual([]);
    const id = Number(page.url().split('/').at(-1));

    // Edit: rename and save.
    await page.getByRole('link', { name: t('campaigns.creativesPage.edit') }).click();
    await expect.poll(() => field(page, t('campaigns.wizard.fields.name')).inputValue()).toBe(name);
    const renamed = `${name} bis`;
    await field(page, t('campaigns.wizard.fields.name')).fill(renamed);
    await next(page);
    await next(page);
    // The campaign holds its proof of payment: saving the edit does not ask for one again.
    await page.getByRole('button', { name: t('campaigns.wizard.actions.saveChanges') }).click();
    await page.getByText(message('campaigns.updated')).first().waitFor({ state: 'visible' });
    expect(await page.getByRole('dialog', { name: t('campaigns.wizard.proof.title') }).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: renamed }).first().waitFor({ state: 'visible' });

    // Duplicate, then delete the copy.
    await page.goto(`/campaigns/create?edit=${id}`);
    await page.getByRole('button', { name: t('campaigns.wizard.duplicate.action') }).click();
    const copyName = `${renamed} copia`;
    await page.getByRole('textbox', { name: t('campaigns.wizard.duplicate.name') }).fill(copyName);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('campaigns.wizard.duplicate.confirm') })
      .click();
    await page.getByText(message('campaigns.duplicated')).first().waitFor({ state: 'visible' });
    await expect.poll(() => field(page, t('campaigns.wizard.fields.name')).inputValue()).toBe(copyName);
    await page.getByRole('button', { name: t('campaigns.wizard.delete.action') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('campaigns.wizard.delete.confirm') })
      .click();
    await page.getByText(message('campaigns.removed')).first().waitFor({ state: 'visible' });
    const gone = await callApi(baseUrl, session.authToken, 'GET', `/campaigns/${id + 1}/details`);
    expect(gone.status).toBe(404);
  });

  it('an advertiser creates a CPC push and video campaign for its own account', async () => {
    const { page, session } = await open('advertiser');
    const audience = uniqueWord('Clientes');
    await audienceFor(session, audience);
    await page.goto('/campaigns/create');
    await expect.poll(() => field(page, t('campaigns.wizard.fields.advertiser')).inputValue()).toMatch(/\S/);
    const name = uniqueWord('Push lacteos');
    await fillGeneral(page, name, 'push', 'CPC');
    await next(page);

    await page.getByRole('button', { name: t('campaigns.creatives.add.push') }).click();
    const push = card(page, 'push_1');
    await field(push, t('campaigns.creatives.fields.title')).fill('Leche gratis hoy');
    await push
      .getByText(t('campaigns.creatives.push.count', { used: 16, max: 35 }))
      .first()
      .waitFor({ state: 'visible' });
    await upload(push, t('campaigns.creatives.fields.image'), files.png);
    await preview(page, push, 'push_1');

    await page.getByRole('button', { name: t('campaigns.creatives.add.video') }).click();
    const video = card(page, 'video_1');
    await upload(video, t('campaigns.creatives.fields.video'), files.mp4);
    // The timer takes the video's length, as the upload answered it.
    await expect.poll(() => field(video, t('campaigns.creatives.fields.timer')).inputValue()).toBe('8');
    await field(video, t('campaigns.creatives.fields.link')).fill('https://lacteos.example');
    await pickAudience(video, page, audience);
    await preview(page, video, 'video_1');
    await next(page);
    await page.getByRole('button', { name: t('campaigns.wizard.actions.launch') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('campaigns.wizard.proof.later') })
      .click();
    await page.getByText(message('campaigns.created')).first().waitFor({ state: 'visible' });
    await expect.poll(() => page.getByRole('article').count()).toBe(2);
    const id = Number(page.url().split('/').at(-1));
    const details = await callApi<Campaign>(baseUrl, session.authToken, 'GET', `/campaigns/${id}/details`);
    expect(details.body).toMatchObject({
      advertiserId: session.account.id,
      purchaseModel: 'CPC',
      format: 'push',
    });
    expect(details.body.creatives?.map((creative) => creative.format).sort()).toEqual(['push', 'video']);
  });

  it('says why a file is refused: a renamed text, a broken GIF, a push video over 13 s, a proof that is no PDF', async () => {
    language = 'es';
    const { page } = await open('advertiser', {}, { language });
    await page.goto('/campaigns/create');
    await fillGeneral(page, uniqueWord('Archivos'), 'mixed', 'CPM');
    await page.getByRole('button', { name: t('campaigns.wizard.actions.next') }).click();
    await page.getByRole('button', { name: t('campaigns.creatives.add.push') }).click();
    const push = card(page, 'push_1');
    const image = push.locator(`input[type="file"][aria-label="${t('campaigns.creatives.fields.image')}"]`);
    await image.setInputFiles(files.fakePng);
    await push.getByText(message('files.invalidImage')).first().waitFor({ state: 'visible' });
    await image.setInputFiles(files.brokenGif);
    await push.getByText(message('files.invalidGif')).first().waitFor({ state: 'visible' });
    await push
      .locator(`input[type="file"][aria-label="${t('campaigns.creatives.fields.video')}"]`)
      .setInputFiles(files.longMp4);
    await push
      .getByText(MESSAGES['validation.videoTooLong'][language].replace('{{max}}', '13'))
      .first()
      .waitFor({ state: 'visible' });
    // Nothing refused was kept: the fields still offer an upload, not a file to remove.
    for (const field of ['image', 'video']) {
      const remove = t('campaigns.creatives.upload.remove', {
        field: t(`campaigns.creatives.fields.${field}`),
      });
      expect(await push.getByRole('button', { name: remove }).count()).toBe(0);
    }

    await page.getByRole('tab', { name: t('campaigns.wizard.steps.general') }).click();
    await page.locator('input[type="file"][accept*=".pdf"]').first().setInputFiles(files.notes);
    await page.getByText(message('files.invalidFile')).first().waitFor({ state: 'visible' });
    expect(await page.getByText('notes.txt').count()).toBe(0);
  });

  it('shows each launch rule of SPEC 5 as the creatives provoke it', async () => {
    language = 'es';
    const { page } = await open('advertiser', { width: 375 }, { mode: 'dark', direction: 'rtl', language });
    await page.goto('/campaigns/create');
    await fillGeneral(page, uniqueWord('Reglas'), 'push', 'CPM');
    // The set-date-preview modal, on a phone, right to left, in the dark.
    await page.getByRole('button', { name: t('campaigns.wizard.dates.open') }).click();
    const dates = page.getByRole('dialog', { name: t('campaigns.wizard.dates.title') });
    await expect
      .poll(() => dates.getByTestId('dates-chosen').textContent())
      .toBe(t('campaigns.wizard.dates.chosen', { start: '01/03/31', end: '31/03/31' }));
    expect(await seriousViolations(page)).toEqual([]);
    await dates.getByRole('button', { name: t('common.actions.cancel') }).click();
    await dates.waitFor({ state: 'hidden' });
    const review = () => page.getByRole('tab', { name: t('campaigns.wizard.steps.review') }).click();
    const creatives = () => page.getByRole('tab', { name: t('campaigns.wizard.steps.creatives') }).click();
    const general = () => page.getByRole('tab', { name: t('campaigns.wizard.steps.general') }).click();
    const problem = page.getByTestId('launch-problem');

    await review();
    await expect.poll(() => problem.textContent()).toBe(message('campaigns.needsPushOrVideo'));
    await creatives();
    await page.getByRole('button', { name: t('campaigns.creatives.add.push') }).click();
    await review();
    await expect.poll(() => problem.textContent()).toBe(message('campaigns.pushInvalid'));

    await general();
    await choose(page, t('campaigns.wizard.fields.format'), t('campaigns.wizard.formats.video'));
    await review();
    await expect.poll(() => problem.textContent()).toBe(message('campaigns.needsBannerInterstitialOrVideo'));

    await general();
    await choose(page, t('campaigns.wizard.fields.format'), t('campaigns.wizard.formats.banner'));
    await creatives();
    await page.getByRole('button', { name: t('campaigns.creatives.add.video') }).click();
    await review();
    await expect.poll(() => problem.textContent()).toBe(message('campaigns.launchNeedsBannerOrInterstitial'));
    await creatives();
    await page.getByRole('button', { name: t('campaigns.creatives.add.banner') }).click();
    await review();
    await expect.poll(() => problem.textContent()).toBe(message('campaigns.creativesInvalid'));
    expect(await page.getByRole('button', { name: t('campaigns.wizard.actions.launch') }).isDisabled()).toBe(
      true,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Start over clears the draft.
    await page.getByRole('button', { name: t('campaigns.wizard.actions.startOver') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('campaigns.wizard.reset.confirm') })
      .click();
    await expect.poll(() => field(page, t('campaigns.wizard.fields.name')).inputValue()).toBe('');
  });
});
