import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PayableCampaign } from '@adcontrol/domain/payments/contracts';
import type { Payment } from '@adcontrol/domain/payments/payment';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, newContext, seriousViolations, type ViewportOptions } from '../support/browser';
import { typeDate } from '../support/dates';
import { choose } from '../support/screens';
import { demoEmail, type Preferences, signInApi, signInContext } from '../support/session';
import { sharedServer } from '../support/shared-server';

const { baseUrl } = sharedServer();

let browser: Browser;
let context: BrowserContext | undefined;
let proofPath = '';

/** A real one-page PDF (catalog, page tree, page, text stream, cross-reference table), a few hundred bytes. */
function smallPdf(): Buffer {
  const stream = 'BT /F1 18 Tf 72 720 Td (Comprobante de pago) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

beforeAll(async () => {
  browser = await launchBrowser();
  proofPath = join(mkdtempSync(join(tmpdir(), 'adcontrol-payments-')), 'comprobante.pdf');
  writeFileSync(proofPath, smallPdf());
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});
afterAll(() => browser?.close());

async function open(role: string, path: string, look: ViewportOptions & Preferences = {}): Promise<Page> {
  await context?.close();
  context = await newContext(browser, baseUrl, look);
  await signInContext(context, baseUrl, demoEmail(role), { ...look, mode: look.colorScheme });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** One of the demo advertiser's campaigns not yet paid in full (the first one when all are). */
async function campaignToPay(): Promise<PayableCampaign> {
  const { authToken, account } = await signInApi(baseUrl, demoEmail('advertiser'));
  const answer = await callApi<PayableCampaign[]>(
    baseUrl,
    authToken,
    'GET',
    `/payments/campaigns?advertiserId=${account.id}`,
  );
  expect(answer.status).toBe(200);
  const campaign = answer.body.find((each) => each.payment.state !== 'paid') ?? answer.body[0];
  if (!campaign) throw new Error('the demo advertiser has no campaign');
  return campaign;
}

/** A network day (-03:00, SPEC 9) some days from today, `YYYY-MM-DD`, and as the screens write it. */
const dayFromToday = (days: number) =>
  new Date(Date.now() - 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`;

/** SPEC 5's way of typing an amount: thousands grouped with dots, cents after a comma. */
const typed = (amount: number) => {
  const [whole = '0', cents = '00'] = amount.toFixed(2).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`;
};

/**
 * A demo campaign covered by payments in two states. The demo's payments depend on the day it is seeded, so when none
 * has two, the advertiser records one more payment (pending) for a campaign already paid, and an admin rejects it
 * when the earlier one is pending too.
 */
async function campaignWithPaymentsInTwoStates(): Promise<number> {
  const { authToken } = await signInApi(baseUrl, demoEmail('advertiser'));
  const answer = await callApi<{ items: Payment[] }>(baseUrl, authToken, 'GET', '/payments?limit=100');
  const states = new Map<number, Set<string>>();
  for (const payment of answer.body.items) {
    for (const { id } of payment.campaigns) states.set(id, (states.get(id) ?? new Set()).add(payment.status));
  }
  const [ready] = [...states].find(([, seen]) => seen.size > 1) ?? [];
  if (ready !== undefined) return ready;
  const earlier = answer.body.items.find((payment) => payment.campaigns.length === 1);
  const campaignId = earlier?.campaigns[0]?.id;
  if (!earlier || campaignId === undefined) throw new Error('the demo advertiser has no payment');
  const form = new FormData();
  form.append('advertiserId', String(earlier.advertiserId));
  form.append('campaignIds', String(campaignId));
  form.append('amount', '10');
  form.append('currency', earlier.currency);
  form.append('methodId', String(earlier.method.id));
  form.append('paidOn', dayFromToday(0));
  form.append(
    'proof',
    new Blob([new Uint8Array(smallPdf())], { type: 'application/pdf' }),
    'comprobante.pdf',
  );
  const created = await fetch(`${baseUrl}/api/payments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${authToken}` },
    body: form,
  });
  expect(created.status).toBe(201);
  if (earlier.status === 'pending') {
    const { id } = (await created.json()) as Payment;
    const admin = await signInApi(baseUrl, demoEmail('admin'));
    const review = await callApi(baseUrl, admin.authToken, 'PATCH', `/payments/${id}/status`, {
      status: 'rejected',
    });
    expect(review.status).toBe(200);
  }
  return campaignId;
}

describe('payments', () => {
  it('an advertiser records a payment with a PDF, an admin approves it, and the campaign shows paid', async () => {
    const campaign = await campaignToPay();
    const owed =
      campaign.payment.state === 'paid' ? campaign.budget : campaign.budget - campaign.payment.approved;

    const advertiser = await open('advertiser', '/payments/create');
    await advertiser.getByRole('heading', { level: 1, name: 'New payment' }).waitFor();
    await advertiser.getByText('PDF, XLSX or DOCX, up to 5 MB.').waitFor();
    await advertiser.getByRole('checkbox').first().waitFor();
    await choose(advertiser, 'Currency', campaign.currency);
    await advertiser.getByRole('textbox', { name: 'Amount' }).fill(typed(owed));
    await choose(advertiser, 'Payment method', 'Bank transfer');
    // Typed again as every date of the product reads, DD/MM/YY (today, so the payment heads the list).
    await typeDate(advertiser, 'Payment date', dayFromToday(0));
    await advertiser.getByRole('checkbox', { name: new RegExp(campaign.name) }).check();
    await advertiser.locator('input[type="file"][name="proof"]').setInputFiles(proofPath);
    await advertiser.getByText('comprobante.pdf').waitFor();
    expect(await seriousViolations(advertiser)).toEqual([]);
    await advertiser.getByRole('button', { name: 'Record payment' }).click();
    await advertiser.getByText('Payment recorded. An admin will review it.').waitFor();
    await advertiser.waitForURL(/\/payments$/);
    const mine = advertiser
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ hasText: campaign.name })
      .first();
    await mine.getByText('Pending').waitFor();
    await mine.getByText(`Paid on ${shown(dayFromToday(0))}`).waitFor();
    // Every row's state and proof start where the first row's do.
    const rows = advertiser.getByRole('list', { name: 'Payments' }).getByRole('listitem');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    const starts = async (name: string | RegExp) =>
      new Set(
        await rows.evaluateAll(
          (items, label) =>
            items.map((item) => {
              const cell = [...item.children].find((child) =>
                new RegExp(label).test(child.textContent ?? ''),
              );
              return cell ? Math.round(cell.getBoundingClientRect().left) : null;
            }),
          typeof name === 'string' ? name : name.source,
        ),
      );
    expect([...(await starts('^(Pending|Approved|Rejected)$'))].filter((left) => left !== null)).toHaveLength(
      1,
    );

    const admin = await open('admin', '/payments', {
      width: 375,
      height: 812,
      colorScheme: 'dark',
      direction: 'rtl',
    });
    await admin.getByRole('button', { name: 'Pending' }).click();
    const item = admin
      .getByRole('list', { name: 'Payments' })
      .getByRole('listitem')
      .filter({ hasText: campaign.name })
      .filter({ hasText: 'Pending' })
      .first();
    await item.waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    // The calendar, in right-to-left and dark at 375 px, passes too; Escape closes it.
    await admin.getByRole('button', { name: 'Choose Paid from on a calendar' }).click();
    await admin.getByRole('grid').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    await admin.getByRole('grid').waitFor({ state: 'detached' });
    await item.getByRole('button', { name: 'Approve' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Approve this payment?' });
    await dialog.getByRole('textbox', { name: 'Reason (optional)' }).fill('Seen in the bank statement');
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Payment approved').waitFor();

    const detail = await open('advertiser', `/campaigns/${campaign.id}`, {
      width: 375,
      height: 812,
      colorScheme: 'dark',
      direction: 'rtl',
    });
    const section = detail.getByRole('region', { name: 'Payment' });
    await section.getByText('Paid', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Proof of payment' }).click();
    const modal = detail.getByRole('dialog', { name: 'Campaign proof of payment' });
    await modal.getByText('Approved').first().waitFor();
    const download = detail.waitForEvent('download');
    await modal
      .getByRole('button', { name: 'Download the proof of payment comprobante.pdf' })
      .first()
      .click();
    expect((await download).suggestedFilename()).toBe('comprobante.pdf');
    expect(await seriousViolations(detail)).toEqual([]);
  });

  it("the campaign proof of payment modal keeps every row's state in one column, whatever it says", async () => {
    const campaignId = await campaignWithPaymentsInTwoStates();
    for (const look of [
      { width: 1440, height: 900 },
      { width: 375, height: 812, direction: 'rtl' as const },
    ]) {
      const page = await open('advertiser', `/campaigns/${campaignId}`, look);
      await page
        .getByRole('region', { name: 'Payment' })
        .getByRole('button', { name: 'Proof of payment' })
        .click();
      const rows = page.getByRole('dialog', { name: 'Campaign proof of payment' }).getByRole('listitem');
      await expect.poll(() => rows.count()).toBeGreaterThan(1);
      const edges = await rows.evaluateAll((items) =>
        items.map((item) => {
          const chip = item.querySelector('.MuiChip-root')?.getBoundingClientRect();
          return chip && Math.round(getComputedStyle(item).direction === 'rtl' ? chip.right : chip.left);
        }),
      );
      expect(new Set(edges), `${look.width} px`).toEqual(new Set([edges[0]]));
    }
  });
});
