import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { getCampaignDetails } from '@adcontrol/domain/campaigns/contracts';
import type { Role } from '@adcontrol/domain/shared/enums';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { campaigns } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { headersOf, type Person } from '../helpers/callers';
import { pdf } from '../helpers/documents';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Payments and their proofs: an admin, a country manager of Chile, a seller and its advertiser there, an
 * advertiser of Argentina outside every branch and an analyst; the advertiser has two CLP campaigns and a USD
 * one, the stranger an ARS one. It registers the file's `beforeAll` and `afterAll`; the fields are filled once
 * they ran.
 */
export function paymentsApp() {
  const people: Record<string, Person> = {};
  const payments = {
    testApp: undefined as unknown as TestApp,
    campaigns: { clp: 0, secondClp: 0, usd: 0, stranger: 0 },

    as(key: string): Person {
      const who = people[key];
      if (!who) throw new Error(`no person ${key}`);
      return who;
    },

    async addCampaign(advertiserId: number, currency: 'CLP' | 'USD' | 'ARS', budget: number) {
      const [row] = await payments.testApp.database.db
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
    },

    /** The form of a payment of 1,000 CLP by bank transfer for the advertiser's first CLP campaign. */
    fieldsFor: (overrides: Record<string, string> = {}) => ({
      advertiserId: String(people.advertiser?.id),
      campaignIds: String(payments.campaigns.clp),
      amount: '1000',
      currency: 'CLP',
      methodId: '1',
      paidOn: '2026-01-05',
      ...overrides,
    }),

    /** POST /payments as `who`, a multipart form with the proof (a PDF unless given, none for null). */
    async record(
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
        headers: await headersOf(payments.testApp, who),
        payload: body as unknown as InjectOptions['payload'],
      };
      return payments.testApp.app.inject(options);
    },

    proofsDir: () => join(payments.testApp.config.dataDir, 'uploads', 'payment-proofs'),

    /** How many proofs are stored. */
    async proofs() {
      const dir = payments.proofsDir();
      return existsSync(dir) ? (await readdir(dir)).length : 0;
    },

    /** How far a campaign is paid, as its details show it to the advertiser. */
    campaignPayment: async (id: number) =>
      (
        await request(payments.testApp, payments.as('advertiser'), getCampaignDetails, { params: { id } })
      ).json().payment,
  };

  beforeAll(async () => {
    payments.testApp = await buildTestApp();
    const person = async (key: string, role: Role, extra: { parentId?: number; country?: string } = {}) => {
      const row = await createAccount(payments.testApp.database.db, { role, ...extra });
      people[key] = { id: row.id, role };
      return people[key];
    };
    await person('admin', 'admin');
    await person('manager', 'country_manager', { country: 'CL' });
    const seller = await person('seller', 'seller', { country: 'CL' });
    const advertiser = await person('advertiser', 'advertiser', { parentId: seller.id, country: 'CL' });
    const stranger = await person('stranger', 'advertiser', { country: 'AR' });
    await person('analyst', 'analyst');
    const { addCampaign } = payments;
    payments.campaigns.clp = await addCampaign(advertiser.id, 'CLP', 1000);
    payments.campaigns.secondClp = await addCampaign(advertiser.id, 'CLP', 3000);
    payments.campaigns.usd = await addCampaign(advertiser.id, 'USD', 500);
    payments.campaigns.stranger = await addCampaign(stranger.id, 'ARS', 800);
  });
  afterAll(() => payments.testApp.close());

  return payments;
}
