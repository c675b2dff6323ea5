import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
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
import type { Role } from '@adcontrol/domain/shared/enums';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, campaigns } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, headersOf, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

let testApp: TestApp;
const people: Record<string, Person> = {};
let clpCampaign = 0;
let secondClpCampaign = 0;
let usdCampaign = 0;
let strangerCampaign = 0;

const person = async (key: string, role: Role, extra: { parentId?: number; country?: string } = {}) => {
  const row = await createAccount(testApp.database.db, { role, ...extra });
  people[key] = { id: row.id, role };
  return people[key];
};

async function addCampaign(advertiserId: number, currency: 'CLP' | 'USD' | 'ARS', budget: number) {
  const [row] = await testApp.database.db
    .insert(campaigns)
    .values({
      name: `Campaign ${currency} ${budget} of ${advertiserId} ${Math.random()}`,
      advertiserId,
      country: currency === 'ARS' ? 'AR' : 'CL',
      currency,
      timezone: 'America/Santiago',
      purchaseModel: 'CPM',
      format: 'banner',
      budgetTotal: budget,
      unitPrice: 10,
      startDate: new Date('2026-01-01T00:00:00Z'),
      endDate: new Date('2026-02-01T00:00:00Z'),
    })
    .returning({ id: campaigns.id });
  return row?.id ?? 0;
}

beforeAll(async () => {
  testApp = await buildTestApp();
  await person('admin', 'admin');
  await person('manager', 'country_manager', { country: 'CL' });
  const seller = await person('seller', 'seller', { country: 'CL' });
  const advertiser = await person('advertiser', 'advertiser', { parentId: seller.id, country: 'CL' });
  const stranger = await person('stranger', 'advertiser', { country: 'AR' });
  await person('analyst', 'analyst');
  clpCampaign = await addCampaign(advertiser.id, 'CLP', 1000);
  secondClpCampaign = await addCampaign(advertiser.id, 'CLP', 3000);
  usdCampaign = await addCampaign(advertiser.id, 'USD', 500);
  strangerCampaign = await addCampaign(stranger.id, 'ARS', 800);
});
afterAll(() => testApp.close());

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

async function xlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('pago').addRow(['concepto', 'monto']).commit();
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

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

const fieldsFor = (overrides: Record<string, string> = {}) => ({
  advertiserId: String(people.advertiser?.id),
  campaignIds: String(clpCampaign),
  amount: '1000',
  currency: 'CLP',
  methodId: '1',
  paidOn: '2026-01-05',
  ...overrides,
});

async function record(
  who: Person,
  fields: Record<string, string>,
  proof: { bytes: Uint8Array; name: string; type?: string } | null = { bytes: pdf(), name: 'pago.pdf' },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (proof) {
    body.append('proof', new Blob([proof.bytes], { type: proof.type ?? 'application/pdf' }), proof.name);
  }
  const options: InjectOptions = {
    method: 'POST',
    url: '/api/payments',
    headers: await headersOf(testApp, who),
    payload: body as unknown as InjectOptions['payload'],
  };
  return testApp.app.inject(options);
}

const as = (key: string) => {
  const who = people[key];
  if (!who) throw new Error(`no person ${key}`);
  return who;
};
const proofs = async () => {
  const dir = join(testApp.config.dataDir, 'uploads', 'payment-proofs');
  return existsSync(dir) ? (await readdir(dir)).length : 0;
};
const campaignPayment = async (id: number) =>
  (await request(testApp, as('advertiser'), getCampaignDetails, { params: { id } })).json().payment;

describe('payment methods', () => {
  it('starts with the built-in methods, and only admins add or deactivate one', async () => {
    const listed = await request(testApp, as('advertiser'), listPaymentMethods);
    expect(listed.json().map((method) => method.code)).toEqual([
      'bank_transfer',
      'credit_card',
      'mercado_pago',
      'paypal',
    ]);
    expect(
      (await request(testApp, as('seller'), createPaymentMethod, { body: { name: 'Cash' } })).statusCode,
    ).toBe(403);
    const added = await request(testApp, as('admin'), createPaymentMethod, { body: { name: 'Crypto' } });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ code: null, name: 'Crypto', isActive: true });
    const again = await request(testApp, as('admin'), createPaymentMethod, { body: { name: 'crypto' } });
    expect(again.statusCode).toBe(409);
    const { id } = added.json();
    const off = await request(testApp, as('admin'), updatePaymentMethod, {
      params: { id },
      body: { isActive: false },
    });
    expect(off.json().isActive).toBe(false);
    const offered = await request(testApp, as('advertiser'), listPaymentMethods);
    expect(offered.json().map((method: { id: number }) => method.id)).not.toContain(id);
    const all = await request(testApp, as('admin'), listPaymentMethods);
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
      fieldsFor({ campaignIds: `${clpCampaign},${secondClpCampaign}`, amount: '2000.50' }),
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
    expect(payment.campaigns.map((c: { id: number }) => c.id)).toEqual([clpCampaign, secondClpCampaign]);
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'payment'), eq(activityLog.entityId, payment.id)));
    expect(entry).toMatchObject({ action: 'payment.created', accountId: as('seller').id });
  });

  it.each([
    ['an XLSX', xlsx, 'pago.xlsx'],
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
      [fieldsFor({ campaignIds: String(usdCampaign) }), /^campaignIds: .*currency/],
      [fieldsFor({ campaignIds: String(strangerCampaign) }), /^campaignIds: /],
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
        campaignIds: String(strangerCampaign),
        currency: 'ARS',
        amount: '800',
      }),
    );
    expect(foreign.statusCode).toBe(201);
    const ids = async (key: string, query: RequestOf<typeof listPayments>['query'] = {}) =>
      (await request(testApp, as(key), listPayments, { query }))
        .json()
        .items.map((item) => item.advertiserId);
    expect(await ids('admin')).toContain(as('stranger').id);
    for (const key of ['advertiser', 'seller', 'manager']) {
      const seen = await ids(key);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((id) => id === as('advertiser').id)).toBe(true);
    }
    expect(await ids('admin', { currency: 'ARS' })).toEqual([as('stranger').id]);
    const paged = await request(testApp, as('admin'), listPayments, {
      query: { limit: 1, page: 2, status: 'pending' },
    });
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(2);
    const period = await request(testApp, as('admin'), listPayments, {
      query: { from: '2026-02-01', to: '2026-03-01' },
    });
    expect(period.json()).toEqual({ items: [], total: 0 });
    const backwards = await request(testApp, as('admin'), listPayments, {
      query: { from: '2026-02-01', to: '2026-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('deciding a payment, and whether a campaign is paid', () => {
  it('only admins approve or reject; the campaign shows pending, partly paid, then paid', async () => {
    const single = await addCampaign(as('advertiser').id, 'CLP', 1000);
    expect((await campaignPayment(single))?.state).toBe('not_paid');
    const first = (
      await record(as('advertiser'), fieldsFor({ campaignIds: String(single), amount: '400' }))
    ).json();
    expect(await campaignPayment(single)).toMatchObject({ state: 'pending', pending: 400, approved: 0 });

    for (const key of ['advertiser', 'seller', 'manager']) {
      const refused = await request(testApp, as(key), reviewPayment, {
        params: { id: first.id },
        body: {
          status: 'approved',
        },
      });
      expect(refused.statusCode).toBe(403);
    }
    const approved = await request(testApp, as('admin'), reviewPayment, {
      params: { id: first.id },
      body: {
        status: 'approved',
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', statusReason: null });
    expect(await campaignPayment(single)).toMatchObject({ state: 'partly_paid', approved: 400 });
    const back = await call(testApp, as('admin'), 'PATCH', `/payments/${first.id}/status`, {
      status: 'pending',
    });
    expect(back.statusCode).toBe(400);
    const twice = await request(testApp, as('admin'), reviewPayment, {
      params: { id: first.id },
      body: {
        status: 'approved',
      },
    });
    expect(twice.statusCode).toBe(409);

    const rest = (
      await record(as('advertiser'), fieldsFor({ campaignIds: String(single), amount: '600' }))
    ).json();
    await request(testApp, as('admin'), reviewPayment, {
      params: { id: rest.id },
      body: { status: 'approved' },
    });
    expect(await campaignPayment(single)).toMatchObject({ state: 'paid', approved: 1000, budget: 1000 });

    const rejected = await request(testApp, as('admin'), reviewPayment, {
      params: { id: rest.id },
      body: {
        status: 'rejected',
        reason: 'The transfer bounced',
      },
    });
    expect(rejected.json()).toMatchObject({ status: 'rejected', statusReason: 'The transfer bounced' });
    expect((await campaignPayment(single))?.state).toBe('partly_paid');
    const [entry] = await testApp.database.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, rest.id), eq(activityLog.action, 'payment.rejected')));
    expect(entry?.details).toEqual({
      before: { status: 'approved', statusReason: null },
      after: { status: 'rejected', statusReason: 'The transfer bounced' },
    });
  });

  it('answers 404 for a payment outside the admin-free scope, as for one that does not exist', async () => {
    const foreign = await request(testApp, as('admin'), listPayments, { query: { currency: 'ARS' } });
    const [payment] = foreign.json().items;
    if (!payment) throw new Error('no payment in another currency to ask for');
    for (const key of ['advertiser', 'seller', 'manager']) {
      expect(
        (await request(testApp, as(key), downloadPaymentProof, { params: { id: payment.id } })).statusCode,
      ).toBe(404);
    }
    expect(
      (
        await request(testApp, as('admin'), reviewPayment, {
          params: { id: 999999 },
          body: { status: 'approved' },
        })
      ).statusCode,
    ).toBe(404);
    const campaignsOfStranger = await request(testApp, as('seller'), listPayableCampaigns, {
      query: { advertiserId: as('stranger').id },
    });
    expect(campaignsOfStranger.statusCode).toBe(404);
  });
});

describe('GET /payments/:id/proof', () => {
  it('hands the proof as a private download to those who may see the payment', async () => {
    const made = (
      await record(as('advertiser'), fieldsFor(), { bytes: pdf(), name: 'recibo enero.pdf' })
    ).json();
    for (const key of ['advertiser', 'seller', 'manager', 'admin']) {
      const response = await request(testApp, as(key), downloadPaymentProof, { params: { id: made.id } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe("attachment; filename*=UTF-8''recibo%20enero.pdf");
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.rawPayload.equals(pdf())).toBe(true);
    }
    expect(
      (await request(testApp, as('stranger'), downloadPaymentProof, { params: { id: made.id } })).statusCode,
    ).toBe(404);
    expect((await request(testApp, null, downloadPaymentProof, { params: { id: made.id } })).statusCode).toBe(
      401,
    );
    const [name] = (await readdir(join(testApp.config.dataDir, 'uploads', 'payment-proofs'))).slice(-1);
    const publicAttempt = await testApp.app.inject({
      method: 'GET',
      url: `/api/files/payment-proofs/${name}`,
    });
    expect(publicAttempt.statusCode).toBe(404);
  });
});

describe('GET /payments/campaigns', () => {
  it("lists the advertiser's campaigns with how far each is paid", async () => {
    const response = await request(testApp, as('seller'), listPayableCampaigns, {
      query: { advertiserId: as('advertiser').id },
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as { id: number; currency: string; payment: { state: string } }[];
    expect(listed.map((campaign) => campaign.id)).toEqual(expect.arrayContaining([clpCampaign, usdCampaign]));
    expect(listed.find((campaign) => campaign.id === usdCampaign)?.payment.state).toBe('not_paid');
  });
});
