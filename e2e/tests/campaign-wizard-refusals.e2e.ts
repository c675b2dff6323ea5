import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { describe, expect, it } from 'vitest';
import { uniqueWord } from '../support/api';
import { seriousViolations } from '../support/browser';
import {
  card,
  choose,
  field,
  files,
  fillGeneral,
  message,
  open,
  readIn,
  t,
  useWizardBrowser,
} from '../support/wizard';

/*
 * What the campaign wizard refuses, as a Spanish-reading advertiser sees it: files that are not what they say,
 * and each launch rule of SPEC 5 as the creatives provoke it (at 375 px, dark, right to left).
 */
useWizardBrowser();

describe('the campaign wizard refuses', () => {
  it('says why a file is refused: a renamed text, a broken GIF, a push video over 13 s, a proof that is no PDF', async () => {
    const language = readIn('es');
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
    const language = readIn('es');
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
