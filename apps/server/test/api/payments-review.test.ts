import { readdir } from 'node:fs/promises';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import {
  downloadPaymentProof,
  listPayableCampaigns,
  reviewPayment,
} from '@adcontrol/domain/payments/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { call, type Person } from '../helpers/callers';
import { pdf } from '../helpers/documents';
import { request } from '../helpers/request';
import { paymentsApp } from './payments-fixtures';

/** An admin's decision on a payment and how paid a campaign is then; the proof download; payable campaigns. */
const payments = paymentsApp();
const { addCampaign, as, campaigns, campaignPayment, fieldsFor, record } = payments;

/** `who`'s decision on payment `id`. */
const review = (who: Person, id: number, body: RequestOf<typeof reviewPayment>['body']) =>
  request(payments.testApp, who, reviewPayment, { params: { id }, body });

describe('deciding a payment, and whether a campaign is paid', () => {
  it('only admins approve or reject; the campaign shows pending, partly paid, then paid', async () => {
    const single = await addCampaign(as('advertiser').id, 'CLP', 1000);
    expect((await campaignPayment(single))?.state).toBe('not_paid');
    const first = (
      await record(as('advertiser'), fieldsFor({ campaignIds: String(single), amount: '400' }))
    ).json();
    expect(await campaignPayment(single)).toMatchObject({ state: 'pending', pending: 400, approved: 0 });

    for (const key of ['advertiser', 'seller', 'manager']) {
      const refused = await review(as(key), first.id, { status: 'approved' });
      expect(refused.statusCode).toBe(403);
    }
    const approved = await review(as('admin'), first.id, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', statusReason: null });
    expect(await campaignPayment(single)).toMatchObject({ state: 'partly_paid', approved: 400 });
    const back = await call(payments.testApp, as('admin'), 'PATCH', `/payments/${first.id}/status`, {
      status: 'pending',
    });
    expect(back.statusCode).toBe(400);
    const twice = await review(as('admin'), first.id, { status: 'approved' });
    expect(twice.statusCode).toBe(409);

    const rest = (
      await record(as('advertiser'), fieldsFor({ campaignIds: String(single), amount: '600' }))
    ).json();
    await review(as('admin'), rest.id, { status: 'approved' });
    expect(await campaignPayment(single)).toMatchObject({ state: 'paid', approved: 1000, budget: 1000 });

    const rejected = await review(as('admin'), rest.id, {
      status: 'rejected',
      reason: 'The transfer bounced',
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', statusReason: 'The transfer bounced' });
    expect((await campaignPayment(single))?.state).toBe('partly_paid');
    const [entry] = await payments.testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, rest.id), eq(activityLog.action, 'payment.rejected')));
    expect(entry?.details).toEqual({
      before: { status: 'approved', statusReason: null },
      after: { status: 'rejected', statusReason: 'The transfer bounced' },
    });
  });
});

describe('GET /payments/:id/proof', () => {
  it('shares a payment among its campaigns to the cent: a missing cent leaves one of them partly paid', async () => {
    const pair = [
      await addCampaign(as('advertiser').id, 'USD', 500),
      await addCampaign(as('advertiser').id, 'USD', 500),
    ];
    const payment = (
      await record(
        as('advertiser'),
        fieldsFor({ campaignIds: pair.join(','), amount: '999.99', currency: 'USD' }),
      )
    ).json();
    expect((await review(as('admin'), payment.id, { status: 'approved' })).statusCode).toBe(200);
    const states = await Promise.all(pair.map((id) => campaignPayment(id)));
    expect(states.map((state) => [state?.state, state?.approved])).toEqual([
      ['paid', 500],
      ['partly_paid', 499.99],
    ]);
  });

  it('hands the proof as a private download to those who may see the payment', async () => {
    const made = (
      await record(as('advertiser'), fieldsFor(), { bytes: pdf(), name: 'recibo enero.pdf' })
    ).json();
    for (const key of ['advertiser', 'seller', 'manager', 'admin']) {
      const response = await request(payments.testApp, as(key), downloadPaymentProof, {
        params: { id: made.id },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''recibo%20enero.pdf");
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(pdf())).toBe(true);
    }
    expect(
      (await request(payments.testApp, as('stranger'), downloadPaymentProof, { params: { id: made.id } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await request(payments.testApp, null, downloadPaymentProof, { params: { id: made.id } })).statusCode,
    ).toBe(401);
    const [name] = (await readdir(payments.proofsDir())).slice(-1);
    const publicAttempt = await payments.testApp.app.inject({
      method: 'GET',
      url: `/api/files/payment-proofs/${name}`,
    });
    expect(publicAttempt.statusCode).toBe(404);
  });
});

describe('GET /payments/campaigns', () => {
  it("lists the advertiser's campaigns with how far each is paid", async () => {
    const response = await request(payments.testApp, as('seller'), listPayableCampaigns, {
      query: { advertiserId: as('advertiser').id },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as { id: number; currency: string; payment: { state: string } }[];
    expect(listed.map((campaign) => campaign.id)).toEqual(
      expect.arrayContaining([campaigns.clp, campaigns.usd]),
    );
    expect(listed.find((campaign) => campaign.id === campaigns.usd)?.payment.state).toBe('not_paid');
  });
});
