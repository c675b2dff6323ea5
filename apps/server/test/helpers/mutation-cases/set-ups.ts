import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { accounts, deliveryOutbox, offlineExchangeDeals, programmaticDeals } from '../../../src/db/schema';
import { createOfflineExchange } from '../../../src/modules/programmatics/offline-exchange';
import type { DealPlan } from '../../../src/modules/programmatics/offline-model';
import { syncExchange } from '../../../src/modules/programmatics/sync';
import type { TestApp } from '../build-test-app';
import { type CaseTools, type CaseWorld, unique } from './case-tools';

/** What a case builds before the one change it sends; the log check ignores all of it. */

export async function accountEmailed(testApp: TestApp, email: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row?.id as number;
}

/** The admin's monthly report of a campaign (set-up, ignored by the log check). */
export async function scheduleOfAdmin(setup: CaseTools['setup'], targetId: number): Promise<number> {
  const body = { kind: 'campaign', targetId, format: 'pdf', frequency: 'monthly', day: 3, language: 'en' };
  return (await setup('POST', '/report-schedules', body)).json<{ id: number }>().id;
}

/** A deal of the advertiser delivering now in the offline exchange, synced into our tables (set-up). */
export async function deliveringDeal(world: CaseWorld): Promise<number> {
  const { db } = world.testApp.database;
  const now = Date.now();
  const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString();
  const dealId = unique('PD-CASE-');
  const plan: DealPlan = {
    dealId,
    name: `Deal ${dealId}`,
    type: 'STANDARD',
    buyerId: String(world.people.advertiser.id),
    country: 'CL',
    currency: 'CLP',
    cpm: 2_500,
    budget: 5_000_000,
    ctr: 0.004,
    outcome: 'approved',
    submittedAt: day(-4),
    decidedAt: day(-3),
    startDate: day(-2).slice(0, 10),
    endDate: day(20).slice(0, 10),
    extendedDays: 0,
    inactive: null,
    buyerPausedAt: null,
  };
  await db.insert(offlineExchangeDeals).values({ dealId, plan, actions: [] });
  await syncExchange(db, createOfflineExchange(db));
  const [deal] = await db
    .select({ id: programmaticDeals.id })
    .from(programmaticDeals)
    .where(eq(programmaticDeals.exchangeDealId, dealId));
  return deal?.id as number;
}

/** A payment of the campaign's budget in its currency, with a one-page PDF as its proof. */
export async function paymentForm(world: CaseWorld, paid: Campaign): Promise<FormData> {
  const fields = {
    advertiserId: String(world.people.advertiser.id),
    campaignIds: String(paid.id),
    amount: '1000',
    currency: paid.currency,
    methodId: '1',
    paidOn: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const pdf =
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  form.append('proof', new Blob([pdf], { type: 'application/pdf' }), 'proof.pdf');
  return form;
}

/** A campaign linked to newton whose link its server refused for good (a dead letter). */
export async function refusedChange(tools: CaseTools): Promise<{ campaign: Campaign; changeId: number }> {
  const campaign = await tools.campaign();
  await tools.setup('POST', `/campaigns/${campaign.id}/link/newton`, {});
  const { db } = tools.world.testApp.database;
  const [change] = await db
    .update(deliveryOutbox)
    .set({ failedAt: new Date(), lastError: 'refused', attempts: 5 })
    .where(eq(deliveryOutbox.campaignId, campaign.id))
    .returning({ id: deliveryOutbox.id });
  return { campaign, changeId: change?.id as number };
}

export async function pictureForm(field: string): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(field, new Blob([png], { type: 'image/png' }), 'picture.png');
  return form;
}
