import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import {
  createPaymentMethod,
  downloadPaymentProof,
  listPayableCampaigns,
  listPaymentMethods,
  listPayments,
  reviewPayment,
  updatePaymentMethod,
} from '@adcontrol/domain/payments/contracts';
import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../src/db/schema';
import { xlsx } from '../helpers/documents';
import { request } from '../helpers/request';
import { paymentsApp } from './payments-fixtures';

/**
 * The payment methods, recording a payment with its proof, and the payments each role sees. The list is read
 * after the payments recorded here, in the order the tests run.
 */
const payments = paymentsApp();
const { as, campaigns, fieldsFor, proofs, record } = payments;

async function docx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('_rels/.rels', '<Relationships/>');
  zip.file('word/document.xml', '<w:document/>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** A ZIP whose content types claim a Word document (its magic bytes say DOCX) that holds no document part. */
async function hollowDocx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('payload.bin', 'anything at all');
  return zip.generateAsync({ type: 'nodebuffer' });
}

/** The first bytes of a Windows executable. */
const exe = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('payment methods', () => {
  it('starts with the built-in methods, and only admins add or deactivate one', async () => {
    const listed = await request(payments.testApp, as('advertiser'), listPaymentMethods);
    expect(listed.json().map((method) => method.code)).toEqual([
      'bank_transfer',
      'credit_card',
      'mercado_pago',
      'paypal',
    ]);
    expect(
      (await request(payments.testApp, as('seller'), createPaymentMethod, { body: { name: 'Cash' } }))
        .statusCode,
    ).toBe(403);
    const added = await request(payments.testApp, as('admin'), createPaymentMethod, {
      body: { name: 'Crypto' },
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ code: null, name: 'Crypto', isActive: true });
    const again = await request(payments.testApp, as('admin'), createPaymentMethod, {
      body: { name: 'crypto' },
    });
    expect(again.statusCode).toBe(409);
    const { id } = added.json();
    const off = await request(payments.testApp, as('admin'), updatePaymentMethod, {
      params: { id },
      body: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    const offered = await request(payments.testApp, as('advertiser'), listPaymentMethods);
    expect(offered.json().map((method: { id: number }) => method.id)).not.toContain(id);
    const all = await request(payments.testApp, as('admin'), listPaymentMethods);
    expect(all.json().map((method: { id: number }) => method.id)).toContain(id);
    const refused = await record(as('advertiser'), fieldsFor({ methodId: String(id) }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^methodId: /);
  });
});

describe('POST /payments', () => {
  it('records a payment covering several campaigns, with its proof, in the activity log', async () => {
    const response = await record(
      as('seller'),
      fieldsFor({ campaignIds: `${campaigns.clp},${campaigns.secondClp}`, amount: '2000.50' }),
    );
    expect(response.statusCode).toBe(201);
    const payment = response.json();
    expect(payment).toMatchObject({
      advertiserId: as('advertiser').id,
      amount: 2000.5,
      currency: 'CLP',
      method: { id: 1, code: 'bank_transfer' },
      paidOn: '2026-01-05',
      status: 'pending',
      proofName: 'pago.pdf',
    });
    expect(payment.campaigns.map((c: { id: number }) => c.id)).toEqual([campaigns.clp, campaigns.secondClp]);
    const [entry] = await payments.testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'payment'), eq(activityLog.entityId, payment.id)));
    expect(entry).toMatchObject({ action: 'payment.created', accountId: as('seller').id });
  });

  it.each([
    ['an XLSX', () => xlsx('pago'), 'pago.xlsx'],
    ['a DOCX', docx, 'pago.docx'],
  ])('accepts %s by its content', async (_, make, name) => {
    const response = await record(as('advertiser'), fieldsFor(), { bytes: await make(), name });
    expect(response.statusCode).toBe(201);
    expect(response.json().proofName).toBe(name);
  });

  it.each([
    ['a Windows program renamed .pdf', exe],
    [
      'a PNG renamed .pdf',
      () =>
        sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
    ],
    ['a ZIP that claims to be a DOCX but holds no document', hollowDocx],
    [
      'a plain ZIP',
      async () => {
        const zip = new JSZip();
        zip.file('a.txt', 'a');
        return zip.generateAsync({ type: 'nodebuffer' });
      },
    ],
    ['plain text', async () => Buffer.from('I paid, trust me')],
  ])('refuses %s with 415 and keeps nothing', async (_, make) => {
    const before = await proofs();
    const response = await record(as('advertiser'), fieldsFor(), {
      bytes: await make(),
      name: 'pago.pdf',
      type: 'application/pdf',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      key: 'files.invalidFile',
      message: 'Invalid file, please read the supported formats carefully.',
      field: 'proof',
    });
    expect(await proofs()).toBe(before);
  });

  it('names the field in error, and keeps no proof of a payment it refuses', async () => {
    const before = await proofs();
    const cases: [Record<string, string>, RegExp][] = [
      [fieldsFor({ amount: '1.500,50' }), /^amount: /],
      [fieldsFor({ campaignIds: String(campaigns.usd) }), /^campaignIds: .*currency/],
      [fieldsFor({ campaignIds: String(campaigns.stranger) }), /^campaignIds: /],
      [fieldsFor({ advertiserId: String(as('stranger').id) }), /^advertiserId: /],
      [fieldsFor({ paidOn: '2999-01-01' }), /^paidOn: /],
    ];
    for (const [fields, message] of cases) {
      const response = await record(as('seller'), fields);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    const missing = await record(as('advertiser'), fieldsFor(), null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^proof: /);
    expect(await proofs()).toBe(before);
  });

  it('lets no analyst record one', async () => {
    expect((await record(as('analyst'), fieldsFor())).statusCode).toBe(403);
  });
});

describe('GET /payments', () => {
  it('shows each role its own scope, filtered and paged', async () => {
    const foreign = await record(
      as('admin'),
      fieldsFor({
        advertiserId: String(as('stranger').id),
        campaignIds: String(campaigns.stranger),
        currency: 'ARS',
        amount: '800',
      }),
    );
    expect(foreign.statusCode).toBe(201);
    const ids = async (key: string, query: RequestOf<typeof listPayments>['query'] = {}) =>
      (await request(payments.testApp, as(key), listPayments, { query }))
        .json()
        .items.map((item) => item.advertiserId);
    expect(await ids('admin')).toContain(as('stranger').id);
    for (const key of ['advertiser', 'seller', 'manager']) {
      const seen = await ids(key);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((id) => id === as('advertiser').id)).toBe(true);
    }
    expect(await ids('admin', { currency: 'ARS' })).toEqual([as('stranger').id]);
    const paged = await request(payments.testApp, as('admin'), listPayments, {
      query: { limit: 1, page: 2, status: 'pending' },
    });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(2);
    const period = await request(payments.testApp, as('admin'), listPayments, {
      query: { from: '2026-02-01', to: '2026-03-01' },
    });
    expect(period.json()).toEqual({ items: [], total: 0 });
    const backwards = await request(payments.testApp, as('admin'), listPayments, {
      query: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('deciding a payment, and whether a campaign is paid', () => {
  it('answers 404 for a payment outside the admin-free scope, as for one that does not exist', async () => {
    const foreign = await request(payments.testApp, as('admin'), listPayments, {
      query: { currency: 'ARS' },
    });
    const [payment] = foreign.json().items;
    if (!payment) throw new Error('no payment in another currency to ask for');
    for (const key of ['advertiser', 'seller', 'manager']) {
      expect(
        (await request(payments.testApp, as(key), downloadPaymentProof, { params: { id: payment.id } }))
          .statusCode,
      ).toBe(404);
    }
    expect(
      (
        await request(payments.testApp, as('admin'), reviewPayment, {
          params: { id: 999999 },
          body: { status: 'approved' },
        })
      ).statusCode,
    ).toBe(404);
    const campaignsOfStranger = await request(payments.testApp, as('seller'), listPayableCampaigns, {
      query: { advertiserId: as('stranger').id },
    });
    expect(campaignsOfStranger.statusCode).toBe(404);
  });
});
