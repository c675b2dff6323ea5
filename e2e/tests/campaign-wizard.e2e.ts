import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { describe, expect, it } from 'vitest';
import { callApi, uniqueWord } from '../support/api';
import { seriousViolations } from '../support/browser';
import { sharedServer } from '../support/shared-server';
import {
  audienceFor,
  card,
  field,
  files,
  fillGeneral,
  message,
  next,
  open,
  pickAudience,
  preview,
  t,
  upload,
  useWizardBrowser,
} from '../support/wizard';

/*
 * Issue 8's journeys in Chromium against the real server: a seller creates a CPM banner + interstitial campaign
 * and an advertiser a CPC push + video one, with real uploaded files; every format is previewed in its sandbox;
 * the draft survives a reload; the campaign is edited, duplicated and deleted.
 */
const { baseUrl } = sharedServer();
useWizardBrowser();

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
});
