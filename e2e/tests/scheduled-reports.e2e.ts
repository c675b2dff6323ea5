import type { HomeSummary } from '@adcontrol/domain/home/summary';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { browserPerFile, seriousViolations } from '../support/browser';
import { choose } from '../support/screens';
import { demoEmail, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

const browsing = browserPerFile();
let context: BrowserContext | undefined;

const shots = process.env.E2E_SCREENSHOTS;
const shot = (page: Page, name: string) =>
  shots ? page.screenshot({ path: `${shots}/${name}.png`, fullPage: true }) : Promise.resolve();

describe('scheduled reports', () => {
  it('a user schedules a report from the campaign page, sees it listed, pauses and deletes it (375 px, dark, RTL)', async () => {
    const { authToken } = await signInApi(baseUrl, demoEmail('advertiser'));
    const summary = await callApi<HomeSummary>(baseUrl, authToken, 'GET', '/home/summary');
    const campaign = summary.body.top[0];
    if (!campaign) throw new Error('the demo advertiser has no campaign with delivery');

    context = await browsing.context(baseUrl, { width: 375, height: 812, colorScheme: 'dark' });
    await signInContext(context, baseUrl, demoEmail('advertiser'), { mode: 'dark', direction: 'rtl' });
    const page = await context.newPage();
    await page.goto(`/campaigns/${campaign.id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Schedule e-mail report' }).click();
    const dialog = page.getByRole('dialog', { name: /Schedule an e-mail report/ });
    await dialog.waitFor();
    await choose(page, 'Format', 'PDF');
    await choose(page, 'Frequency', 'Monthly');
    await choose(page, 'Day', 'Day 15');
    await dialog.getByText('On day 15 of every month at 08:00 (-03:00), with the previous month.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'schedule-dialog-375-dark-rtl');
    await dialog.getByRole('button', { name: 'Schedule', exact: true }).click();
    await page.getByText(/^Report scheduled\. The first e-mail leaves on \d{2}\/\d{2}\/\d{2}\.$/).waitFor();
    await dialog.waitFor({ state: 'detached' });

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Scheduled reports' });
    const item = section.getByRole('listitem').filter({ hasText: campaign.name });
    await item.getByText('Campaign · Day 15 of each month · PDF · English').waitFor();
    await item.getByText(/^Next e-mail: 15\/\d{2}\/\d{2}$/).waitFor();
    await item.getByText('No e-mail sent yet').waitFor();
    // "Send me one now": the report arrives at once, and the list says when the last e-mail left.
    await item.getByRole('button', { name: `Send me ${campaign.name} now` }).click();
    const sent = page.getByText(/^Sent to advertiser@demo\.adcontrol\.test: the report of /);
    await sent.waitFor();
    await item.getByText(/^Last e-mail: \d{2}\/\d{2}\/\d{2}$/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'profile-schedules-375-dark-rtl');
    // The notice sits over the list at 375 px until it goes (a pointer resting on it keeps it).
    await page.mouse.move(0, 0);
    await sent.waitFor({ state: 'detached', timeout: 15_000 });

    await item.getByRole('button', { name: `Pause ${campaign.name}` }).click();
    await item.getByText('Paused: nothing is sent').waitFor();
    await item.getByRole('button', { name: `Delete ${campaign.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this scheduled report?' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await item.waitFor({ state: 'detached' });
    await section.getByText(/You have no scheduled reports/).waitFor();

    const listed = await callApi<{ items: unknown[] }>(baseUrl, authToken, 'GET', '/report-schedules');
    expect(listed.body.items).toEqual([]);
  }, 60_000);
});
