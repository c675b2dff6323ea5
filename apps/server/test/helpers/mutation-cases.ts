import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { accounts, deliveryOutbox, offlineExchangeDeals, programmaticDeals } from '../../src/db/schema';
import { issueOneTimeToken } from '../../src/modules/auth/one-time-tokens';
import { createOfflineExchange } from '../../src/modules/programmatics/offline-exchange';
import type { DealPlan } from '../../src/modules/programmatics/offline-model';
import { syncExchange } from '../../src/modules/programmatics/sync';
import type { TestApp } from './build-test-app';
import type { Person } from './callers';
import { createAccount } from './fixtures';

/**
 * What the activity-log completeness test (api/activity-completeness.test.ts) runs: one case per endpoint that
 * changes something, and every other non-GET endpoint listed with the reason it changes nothing. A new mutating
 * endpoint needs a line in one of them, or that test fails.
 */

export interface CaseWorld {
  testApp: TestApp;
  people: { admin: Person; superSeller: Person; seller: Person; advertiser: Person };
  audienceId: number;
  /** A picture uploaded through /campaigns/file, for the support variant. */
  imageUrl: string;
}

/** Who sends the change: a person, a person signed into another account by an admin, or nobody (public). */
export type Sender = Person | { as: Person; actingFor: Person } | null;

export interface Sent {
  statusCode: number;
  json<T = unknown>(): T;
}

export interface CaseTools {
  world: CaseWorld;
  /** The one change under test, sent by the admin; everything before it is set-up the log check ignores. */
  send(method: string, path: string, body?: object | FormData): Promise<Sent>;
  /** The one change under test, sent by someone else. */
  sendAs(who: Sender, method: string, path: string, body?: object | FormData): Promise<Sent>;
  /** A campaign in flight, made by the seller for the advertiser (set-up). */
  campaign(): Promise<Campaign>;
  /** The admin's set-up call, not under test. */
  setup(method: string, path: string, body?: object): Promise<Sent>;
}

/** The row the change must have left: the account it names is the sender's unless `accountId` says. */
export interface Expected {
  entityType: string;
  entityId: number;
  action: string;
  accountId?: number;
  /** The person acting, when the row names one the sender does not. */
  actingAccountId?: number;
}

export type MutationCase = (tools: CaseTools) => Promise<Expected>;

const creativeId = (campaign: Campaign, name: string) =>
  campaign.creatives?.find((creative) => creative.name === name)?.id as number;

let sequence = 0;
const unique = (prefix: string) => `${prefix}${++sequence}${Date.now()}`;
const PASSWORD = 'Correct horse 42!';

async function accountEmailed(testApp: TestApp, email: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row?.id as number;
}

const account = (entityId: number, action: string, accountId?: number): Expected => ({
  entityType: 'account',
  entityId,
  action,
  ...(accountId === undefined ? {} : { accountId }),
});
const schedule = (entityId: number, action: string): Expected => ({
  entityType: 'report_schedule',
  entityId,
  action,
});

/** The admin's monthly report of a campaign (set-up, ignored by the log check). */
async function scheduleOfAdmin(setup: CaseTools['setup'], targetId: number): Promise<number> {
  const body = { kind: 'campaign', targetId, format: 'pdf', frequency: 'monthly', day: 3, language: 'en' };
  return (await setup('POST', '/report-schedules', body)).json<{ id: number }>().id;
}

/** A deal of the advertiser delivering now in the offline exchange, synced into our tables (set-up). */
async function deliveringDeal(world: CaseWorld): Promise<number> {
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
async function paymentForm(world: CaseWorld, paid: Campaign): Promise<FormData> {
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

const campaignRow = (entityId: number, action: string): Expected => ({
  entityType: 'campaign',
  entityId,
  action,
});
const creativeRow = (entityId: number, action: string): Expected => ({
  entityType: 'creative',
  entityId,
  action,
});

/** A campaign linked to newton whose link its server refused for good (a dead letter). */
async function refusedChange(tools: CaseTools): Promise<{ campaign: Campaign; changeId: number }> {
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

async function pictureForm(field: string): Promise<FormData> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append(field, new Blob([png], { type: 'image/png' }), 'picture.png');
  return form;
}

export const MUTATION_CASES: Record<string, MutationCase> = {
  'auth.signUp': async ({ sendAs, world }) => {
    const email = `${unique('signup')}@example.test`;
    await sendAs(null, 'POST', '/auth/sign-up', { email, password: PASSWORD, firstName: 'Nueva' });
    const id = await accountEmailed(world.testApp, email);
    return account(id, 'auth.signed_up', id);
  },
  'auth.confirm': async ({ sendAs, world }) => {
    const { db } = world.testApp.database;
    const row = await createAccount(db, { confirmed: false });
    const token = await issueOneTimeToken(db, row.id, 'email_confirmation', new Date());
    await sendAs(null, 'POST', '/auth/confirm', { token });
    return account(row.id, 'auth.confirmed', row.id);
  },
  'auth.forgotPassword': async ({ sendAs, world }) => {
    const row = await createAccount(world.testApp.database.db);
    await sendAs(null, 'POST', '/auth/forgot-password', { email: row.email });
    return account(row.id, 'auth.password_reset_requested', row.id);
  },
  'auth.resetPassword': async ({ sendAs, world }) => {
    const { db } = world.testApp.database;
    const row = await createAccount(db);
    const token = await issueOneTimeToken(db, row.id, 'password_reset', new Date());
    await sendAs(null, 'POST', '/auth/reset-password', {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    return account(row.id, 'auth.password_reset', row.id);
  },
  'auth.signIntoAccount': async ({ sendAs, world }) => {
    const { admin, seller } = world.people;
    await sendAs(admin, 'GET', `/auth/sign-into-account/${seller.id}`);
    return { ...account(seller.id, 'auth.signed_into_account', seller.id), actingAccountId: admin.id };
  },

  'accounts.create': async ({ send }) => {
    const body = {
      email: `${unique('new')}@example.test`,
      role: 'seller',
      firstName: 'Sol',
      password: PASSWORD,
    };
    const created = await send('POST', '/accounts', body);
    return account(created.json<{ id: number }>().id, 'account.created');
  },
  'accounts.createAdvertiser': async ({ sendAs, world }) => {
    const body = { email: `${unique('adv')}@example.test`, firstName: 'Ana', password: PASSWORD };
    const created = await sendAs(world.people.seller, 'POST', '/accounts/advertisers', body);
    return account(created.json<{ id: number }>().id, 'account.created');
  },
  'accounts.update': async ({ send, world }) => {
    const { advertiser } = world.people;
    await send('PATCH', `/accounts/${advertiser.id}`, { firstName: unique('Renamed ') });
    return account(advertiser.id, 'account.updated');
  },
  'accounts.updateMe': async ({ sendAs, world }) => {
    const { seller } = world.people;
    await sendAs(seller, 'PATCH', '/accounts/me', { lastName: unique('Me ') });
    return account(seller.id, 'account.profile_updated');
  },
  'accounts.uploadAvatar': async ({ sendAs, world }) => {
    const { seller } = world.people;
    await sendAs(seller, 'POST', '/accounts/me/avatar', await pictureForm('avatar'));
    return account(seller.id, 'account.profile_updated');
  },
  'accounts.delete': async ({ send, world }) => {
    const row = await createAccount(world.testApp.database.db, { role: 'advertiser' });
    await send('DELETE', `/accounts/${row.id}`);
    return account(row.id, 'account.deleted');
  },

  'audiences.create': async ({ send }) => {
    const filters = { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } };
    const created = await send('POST', '/audiences', { name: unique('Lima '), filters });
    return {
      entityType: 'audience',
      entityId: created.json<{ _id: number }>()._id,
      action: 'audience.created',
    };
  },
  'audiences.update': async ({ sendAs, world }) => {
    // An admin signed into the seller's account: the row names both.
    const impersonated = { as: world.people.seller, actingFor: world.people.admin };
    await sendAs(impersonated, 'PATCH', `/audiences/${world.audienceId}`, { name: unique('Peru ') });
    return { entityType: 'audience', entityId: world.audienceId, action: 'audience.updated' };
  },
  'audiences.delete': async ({ send, setup }) => {
    const filters = { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } };
    const { _id: id } = (await setup('POST', '/audiences', { name: unique('Gone '), filters })).json<{
      _id: number;
    }>();
    await send('DELETE', `/audiences/${id}`);
    return { entityType: 'audience', entityId: id, action: 'audience.deleted' };
  },

  'campaigns.save': async ({ sendAs, world }) => {
    const saved = await sendAs(world.people.seller, 'POST', '/campaigns', {
      timezone: 'America/Lima',
      general: {
        campaign_name: unique('Saved '),
        advertiser_id: world.people.advertiser.id,
        campaign_days: 10,
        campaign_total_budget: 5_000,
        campaign_start_date: '2030-01-01T05:00:00.000Z',
        campaign_end_date: '2030-01-11T05:00:00.000Z',
        campaign_purchase_model: 'CPM',
        currency: 'PEN',
        unit_price: 5,
        country: 'PE',
        action: 'create',
      },
      pushs: [{ title: 'Oferta', link: 'https://shop.example' }],
    });
    return campaignRow(saved.json<Campaign>().id, 'campaign.created');
  },
  'campaigns.delete': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('DELETE', `/campaigns/${id}`);
    return campaignRow(id, 'campaign.deleted');
  },
  'campaigns.duplicate': async ({ send, campaign }) => {
    const { id } = await campaign();
    const copy = await send('POST', `/campaigns/${id}/duplicate`, { name: unique('Copy ') });
    return campaignRow(copy.json<Campaign>().id, 'campaign.duplicated');
  },
  'campaigns.updateStatus': async ({ sendAs, campaign, world }) => {
    const { id } = await campaign();
    await sendAs(world.people.advertiser, 'PATCH', `/campaigns/${id}/status`, { status: 'PAUSED' });
    return campaignRow(id, 'campaign.paused');
  },
  'campaigns.updateStatuses': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', '/campaigns/status', { ids: [id], status: 'PAUSED' });
    return campaignRow(id, 'campaign.paused');
  },
  'campaigns.link': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/${id}/link`, { source: 'all' });
    return campaignRow(id, 'campaign.linked');
  },
  'campaigns.linkNewton': async ({ sendAs, campaign, world }) => {
    const { id } = await campaign();
    await sendAs(world.people.superSeller, 'POST', `/campaigns/${id}/link/newton`, {});
    return campaignRow(id, 'campaign.linked');
  },
  'campaigns.linkSinew': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/${id}/link/sinew`, {});
    return campaignRow(id, 'campaign.linked');
  },
  'campaigns.unlinkNewton': async ({ send, campaign, setup }) => {
    const { id } = await campaign();
    await setup('POST', `/campaigns/${id}/link/newton`, {});
    await send('POST', `/campaigns/${id}/unlink/newton`, {});
    return campaignRow(id, 'campaign.unlinked');
  },
  'campaigns.unlinkSinew': async ({ send, campaign, setup }) => {
    const { id } = await campaign();
    await setup('POST', `/campaigns/${id}/link/sinew`, {});
    await send('POST', `/campaigns/${id}/unlink/sinew`, {});
    return campaignRow(id, 'campaign.unlinked');
  },
  'campaigns.linkedNotification': async ({ send, campaign, setup }) => {
    const { id } = await campaign();
    await setup('POST', `/campaigns/${id}/link/sinew`, {});
    await send('POST', '/campaigns/linked/notification', { campaignId: id, source: 'sinew' });
    return campaignRow(id, 'campaign.linkNotified');
  },
  'campaigns.consumption': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/consumption/${id}`, { value: true });
    return campaignRow(id, 'campaign.report_settings_changed');
  },
  'campaigns.showApps': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/showApps/${id}`, { value: true });
    return campaignRow(id, 'campaign.report_settings_changed');
  },
  'campaigns.typeReports': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('POST', `/campaigns/typeReports/${id}`, { value: true });
    return campaignRow(id, 'campaign.report_settings_changed');
  },
  'campaigns.updateCapping': async ({ send, campaign }) => {
    const { id } = await campaign();
    const body = { capping: { impressions: 100, clicks: 1 }, source: null, action: 'split' };
    await send('PATCH', `/campaigns/${id}/capping`, body);
    return campaignRow(id, 'campaign.cappingUpdated');
  },
  'campaigns.updateSource': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/source`, { source: 'newton' });
    return campaignRow(id, 'campaign.sourceUpdated');
  },
  'campaigns.updateEmpower': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/empower`, { empower: true });
    return campaignRow(id, 'campaign.empowerUpdated');
  },
  'campaigns.updateOptimized': async ({ send, campaign }) => {
    const { id } = await campaign();
    const body = { enableOptimized: true, optimizationWeight: 10 };
    await send('PATCH', `/campaigns/${id}/optimized`, body);
    return campaignRow(id, 'campaign.optimizationUpdated');
  },
  'campaigns.updateOptimizationThreshold': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/optimizationThreshold`, { optimizationThreshold: 2 });
    return campaignRow(id, 'campaign.optimizationUpdated');
  },
  'campaigns.updateDataInfo': async ({ send, campaign }) => {
    const { id } = await campaign();
    await send('PATCH', `/campaigns/${id}/data-info`, { ctr: 1 });
    return campaignRow(id, 'campaign.dataInfoUpdated');
  },
  'campaigns.retryDeliveryChange': async (tools) => {
    const { campaign, changeId } = await refusedChange(tools);
    await tools.send('POST', `/campaigns/${campaign.id}/delivery/${changeId}/retry`);
    return campaignRow(campaign.id, 'campaign.deliveryRetried');
  },
  'campaigns.dropDeliveryChange': async (tools) => {
    const { campaign, changeId } = await refusedChange(tools);
    await tools.send('DELETE', `/campaigns/${campaign.id}/delivery/${changeId}`);
    return campaignRow(campaign.id, 'campaign.deliveryDropped');
  },

  'creatives.updateStatus': async ({ sendAs, campaign, world }) => {
    const id = creativeId(await campaign(), 'push_1');
    await sendAs(world.people.seller, 'PATCH', `/creatives/${id}/status`, { status: 1 });
    return creativeRow(id, 'creative.paused');
  },
  'creatives.update': async ({ send, campaign }) => {
    const id = creativeId(await campaign(), 'push_1');
    await send('PATCH', '/creatives', { creatives: [{ id, title: 'Nueva oferta' }] });
    return creativeRow(id, 'creative.updated');
  },
  'creatives.addOptimized': async ({ send, campaign }) => {
    const created = await campaign();
    const id = creativeId(created, 'banner_1');
    const body = { html: '<p>Buy</p>', id, campaignId: created.id };
    const variant = await send('POST', `/creatives/${id}/add-optimized`, body);
    return creativeRow(variant.json<{ id: number }>().id, 'creative.optimizedAdded');
  },
  'creatives.updateOptimizedHtml': async ({ send, campaign, setup }) => {
    const created = await campaign();
    const banner = creativeId(created, 'banner_1');
    const body = { html: '<p>Buy</p>', id: banner, campaignId: created.id };
    const { id } = (await setup('POST', `/creatives/${banner}/add-optimized`, body)).json<{ id: number }>();
    await send('PATCH', `/creatives/${id}/optimized-html`, { html: '<p>Now</p>' });
    return creativeRow(id, 'creative.optimizedEdited');
  },
  'creatives.generateSupport': async ({ send, campaign, world }) => {
    const banner = creativeId(await campaign(), 'banner_1');
    const body = { creativeId: banner, image: world.imageUrl };
    const variant = await send('POST', '/creatives/generate/support', body);
    return creativeRow(variant.json<{ id: number }>().id, 'creative.supportAdded');
  },
  'creatives.addPretargeting': async ({ send, campaign }) => {
    const id = creativeId(await campaign(), 'banner_1');
    const body = { pretargeting: { os: ['ios'] }, id };
    await send('POST', `/creatives/${id}/add-pretargeting`, body);
    return creativeRow(id, 'creative.pretargetingAdded');
  },

  'reportSchedules.create': async ({ sendAs, campaign, world }) => {
    const { id: targetId } = await campaign();
    const body = { kind: 'campaign', targetId, format: 'xlsx', frequency: 'weekly', day: 1, language: 'es' };
    const created = await sendAs(world.people.seller, 'POST', '/report-schedules', body);
    return schedule(created.json<{ id: number }>().id, 'report_schedule.created');
  },
  'reportSchedules.update': async ({ send, campaign, setup }) => {
    const id = await scheduleOfAdmin(setup, (await campaign()).id);
    await send('PATCH', `/report-schedules/${id}`, { isActive: false });
    return schedule(id, 'report_schedule.paused');
  },
  'reportSchedules.delete': async ({ send, campaign, setup }) => {
    const id = await scheduleOfAdmin(setup, (await campaign()).id);
    await send('DELETE', `/report-schedules/${id}`);
    return schedule(id, 'report_schedule.deleted');
  },
  'reportSchedules.send': async ({ send, campaign, setup }) => {
    const id = await scheduleOfAdmin(setup, (await campaign()).id);
    await send('POST', `/report-schedules/${id}/send`);
    return schedule(id, 'report_schedule.sent');
  },
  'programmatics.updateStatus': async ({ send, world }) => {
    const id = await deliveringDeal(world);
    await send('PATCH', `/campaigns/programmatics/${id}/status`, { status: 'PAUSED' });
    return { entityType: 'programmatic_deal', entityId: id, action: 'programmatic_deal.paused' };
  },
  'payments.create': async ({ sendAs, campaign, world }) => {
    const form = await paymentForm(world, await campaign());
    const created = await sendAs(world.people.advertiser, 'POST', '/payments', form);
    return { entityType: 'payment', entityId: created.json<{ id: number }>().id, action: 'payment.created' };
  },
  'payments.review': async ({ send, campaign, world, setup }) => {
    const form = await paymentForm(world, await campaign());
    const { id } = (await setup('POST', '/payments', form)).json<{ id: number }>();
    await send('PATCH', `/payments/${id}/status`, { status: 'approved' });
    return { entityType: 'payment', entityId: id, action: 'payment.approved' };
  },
  'paymentMethods.create': async ({ send }) => {
    const created = await send('POST', '/payment-methods', { name: unique('Cheque ') });
    const id = created.json<{ id: number }>().id;
    return { entityType: 'payment_method', entityId: id, action: 'payment_method.created' };
  },
  'paymentMethods.update': async ({ send, setup }) => {
    const { id } = (await setup('POST', '/payment-methods', { name: unique('Crypto ') })).json<{
      id: number;
    }>();
    await send('PATCH', `/payment-methods/${id}`, { isActive: false });
    return { entityType: 'payment_method', entityId: id, action: 'payment_method.updated' };
  },
  'presentations.create': async ({ send, campaign }) => {
    const { id: campaignId } = await campaign();
    const today = new Date().toISOString().slice(0, 10);
    const body = { campaignIds: [campaignId], from: today, to: today, language: 'pt' };
    const queued = await send('POST', '/presentations', body);
    const id = queued.json<{ id: number }>().id;
    return { entityType: 'presentation', entityId: id, action: 'presentation.requested' };
  },
  'expenses.setRates': async ({ send }) => {
    await send('PUT', '/exchange-rates/2026-10-05', { perUsd: { CLP: 951.5 } });
    return { entityType: 'exchange_rate', entityId: 20261005, action: 'exchange_rate.loaded' };
  },
};

/** Non-GET endpoints that change nothing, each with the reason (docs/decisions/034). */
export const NOT_CHANGES: Record<string, string> = {
  'auth.signIn': 'a sign-in; every attempt is in the login events (GET /events/login)',
  'auth.refreshToken': 'renews a session already recorded as a sign-in; no stored fact changes',
  'auth.signOut':
    'ends sessions (their refresh tokens are marked revoked), as a refresh spends one; no account fact changes',
  'audiences.count': 'counts devices for filters, stores nothing',
  'audiences.countPublic': 'counts devices for filters, stores nothing',
  'audiences.coordinateSheet': 'reads an uploaded sheet back as coordinates, stores nothing',
  'audiences.coordinateSheetPublic': 'reads an uploaded sheet back as coordinates, stores nothing',
  'campaigns.formula': 'computes a figure from the values sent',
  'simulator.forecast': 'computes a forecast from the values sent and past delivery, stores nothing',
  'simulator.unitPrice': 'computes a figure from the values sent',
  'campaigns.uploadFile': 'stores a file only; the campaign save that uses it is the recorded change',
  'campaigns.uploadVideo': 'stores a file only; the campaign save that uses it is the recorded change',
  'campaigns.uploadOdt': 'stores a file only; the campaign save that uses it is the recorded change',
  'creatives.previewPush': 'renders a preview of the values sent',
  'creatives.previewVideo': 'renders a preview of the values sent',
  'creatives.previewBanner': 'renders a preview of the values sent',
  'creatives.previewInterstitial': 'renders a preview of the values sent',
  'statistics.reports': 'a statistics query with its filters in the body',
  'statistics.campaigns': 'a statistics query with its filters in the body',
  'statistics.quartiles': 'a statistics query with its filters in the body',
  'statistics.scopes': 'a statistics query with its filters in the body',
  'statistics.range': 'a statistics query with its filters in the body',
};

/** Declared but not built yet (the server answers 501): once built, each needs a case above. */
export const NOT_BUILT: readonly string[] = [];
