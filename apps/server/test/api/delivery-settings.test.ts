import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import type { DeliveryStateResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import { linkedNotification } from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  dropDeliveryChange,
  retryDeliveryChange,
} from '@adcontrol/domain/campaigns/delivery-outbox-contracts';
import type { Source } from '@adcontrol/domain/shared/enums';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, activityLog, campaigns, deliveryOutbox } from '../../src/db/schema';
import {
  DeliveryRefusedError,
  type DeliveryServer,
  type DeliveryServers,
} from '../../src/modules/delivery/delivery-server';
import { deliverDue, REFUSALS_BEFORE_FAILED } from '../../src/modules/delivery/outbox';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { type BranchRole, createFlightCampaign, deliveryBranch } from '../helpers/delivery';
import { readOutbox } from '../helpers/outbox';
import { request } from '../helpers/request';

/**
 * The admin's delivery settings of a campaign (SPEC 4, 5, 7, 8 and 9; docs/decisions/031): capping split by shares,
 * the source rule, current under needed capping, empower, the optimiser and data info; what is queued for the
 * servers a campaign is linked to; the linked notification; who may call what.
 */
let testApp: TestApp;
let people: Record<BranchRole, Person>;
let audienceId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
  ({ people, audienceId } = await deliveryBranch(testApp));
  await testApp.database.db
    .update(accounts)
    .set({ language: 'es' })
    .where(eq(accounts.id, people.advertiser.id));
});
afterAll(() => testApp.close());

/**
 * A CPM campaign needing 100,000 impressions over its last 10 days, so its needed capping is 10,000 a day; its
 * capping is 600 impressions and 6 clicks on newton, 400 and 4 on sinew (shares of 60 % and 40 %).
 */
async function campaign(): Promise<Campaign> {
  const created = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
  await testApp.database.db
    .update(campaigns)
    .set({
      endDate: new Date(Date.now() + 9 * DAY),
      targetImpressions: 100_000,
      source: null,
      cappingImpressions: 1_000,
      cappingClicks: 10,
      cappingNewtonImpressions: 600,
      cappingNewtonClicks: 6,
      cappingSinewImpressions: 400,
      cappingSinewClicks: 4,
    })
    .where(eq(campaigns.id, created.id));
  return created;
}

const admin = (method: 'PATCH' | 'POST' | 'GET', path: string, body?: object) =>
  call(testApp, people.admin, method, path, body);

async function cappingOf(response: Awaited<ReturnType<typeof admin>>) {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<Campaign>();
  return { source: body.source, ...body.capping, currency: undefined };
}

async function pendingOf(id: number) {
  const state = await admin('GET', `/campaigns/${id}/delivery`);
  return state.json<DeliveryStateResponse>().pending.map((change) => `${change.server} ${change.type}`);
}

describe('capping', () => {
  it('splits a total between the servers by their current shares (SPEC 9)', async () => {
    const { id } = await campaign();
    const body = { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' };
    expect(await cappingOf(await admin('PATCH', `/campaigns/${id}/capping`, body))).toMatchObject({
      source: null,
      impressions: 5_000,
      clicks: 50,
      newton: { impressions: 3_000, clicks: 30 },
      sinew: { impressions: 2_000, clicks: 20 },
    });
  });

  it('set for one source: that source takes the values and the total becomes them (SPEC 4)', async () => {
    const { id } = await campaign();
    const body = { capping: { impressions: 2_000, clicks: 20 }, source: 'sinew', action: 'set' };
    expect(await cappingOf(await admin('PATCH', `/campaigns/${id}/capping`, body))).toMatchObject({
      source: 'sinew',
      impressions: 2_000,
      clicks: 20,
      newton: { impressions: 600, clicks: 6 },
      sinew: { impressions: 2_000, clicks: 20 },
    });
  });

  it('set for both with no source: the total is the two summed (SPEC 4)', async () => {
    const { id } = await campaign();
    const capping = { impressions: 0, clicks: 0, newton: { impressions: 700, clicks: 7 } };
    const response = await admin('PATCH', `/campaigns/${id}/capping`, { capping, source: null });
    expect(await cappingOf(response)).toMatchObject({ impressions: 1_100, clicks: 11, source: null });
  });

  it('must stay lower than the needed capping (SPEC 5), naming the field; nothing changes', async () => {
    const { id } = await campaign();
    const at = (impressions: number) =>
      admin('PATCH', `/campaigns/${id}/capping`, {
        capping: { impressions, clicks: 1 },
        source: 'newton',
        action: 'set',
      });
    const refused = await at(10_000);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      field: 'capping.impressions',
      message: MESSAGES['validation.cappingNotLowerThanNeeded'].en,
    });
    const details = await admin('GET', `/campaigns/${id}/details`);
    expect(details.json<Campaign>().capping.newton).toEqual({ impressions: 600, clicks: 6 });
    expect((await at(9_999)).statusCode).toBe(200);
  });

  it('refuses a split with one source, both sources with no values, and a negative number', async () => {
    const { id } = await campaign();
    const cases = [
      [{ capping: { impressions: 10, clicks: 1 }, source: 'newton', action: 'split' }, 'action'],
      [{ capping: { impressions: 10, clicks: 1 }, source: 'all', action: 'set' }, 'capping.newton'],
      [{ capping: { impressions: -1, clicks: 1 }, source: 'newton' }, 'capping.impressions'],
    ] as const;
    for (const [body, field] of cases) {
      const response = await admin('PATCH', `/campaigns/${id}/capping`, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field).toBe(field);
    }
  });

  it("answers SPEC 8's message when the write itself fails, and keeps the capping", async () => {
    const { id } = await campaign();
    await admin('POST', `/campaigns/${id}/link/newton`, {});
    const { db } = testApp.database;
    await db.execute(sql`alter table delivery_outbox rename to delivery_outbox_away`);
    const response = await admin('PATCH', `/campaigns/${id}/capping`, {
      capping: { impressions: 5_000, clicks: 50 },
      source: null,
      action: 'split',
    });
    await db.execute(sql`alter table delivery_outbox_away rename to delivery_outbox`);
    expect(response.statusCode).toBe(500);
    expect(response.json().message).toBe(MESSAGES['capping.updateFailed'].en);
    const details = await admin('GET', `/campaigns/${id}/details`);
    expect(details.json<Campaign>().capping.impressions).toBe(1_000);
  });
});

describe('source and empower', () => {
  it("replaces the total with one source's values, and sums both for all or none (SPEC 4)", async () => {
    const { id } = await campaign();
    const total = async (source: string | null) => {
      const capping = await cappingOf(await admin('PATCH', `/campaigns/${id}/source`, { source }));
      return [capping.source, capping.impressions, capping.clicks];
    };
    expect(await total('newton')).toEqual(['newton', 600, 6]);
    expect(await total('sinew')).toEqual(['sinew', 400, 4]);
    expect(await total('all')).toEqual(['all', 1_000, 10]);
    expect(await total(null)).toEqual([null, 1_000, 10]);
    const bad = await admin('PATCH', `/campaigns/${id}/source`, { source: 'both' });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });
  });

  it('toggling empower flips capping.empower and back', async () => {
    const { id } = await campaign();
    const flip = async (empower: boolean) => {
      const response = await admin('PATCH', `/campaigns/${id}/empower`, { empower });
      return [response.json<Campaign>().capping.empower, response.json<Campaign>().empower];
    };
    expect(await flip(true)).toEqual([true, true]);
    expect(await flip(false)).toEqual([false, false]);
  });
});

describe('what the servers are told', () => {
  it('queues capping and optimisation for the linked server only, with its own values', async () => {
    const { id } = await campaign();
    const unlinked = await campaign();
    await admin('POST', `/campaigns/${id}/link/newton`, {});
    for (const target of [id, unlinked.id]) {
      await admin('PATCH', `/campaigns/${target}/capping`, {
        capping: { impressions: 5_000, clicks: 50 },
        source: null,
        action: 'split',
      });
      const optimized = await admin('PATCH', `/campaigns/${target}/optimized`, {
        enableOptimized: true,
        optimizationWeight: 40,
      });
      expect(optimized.json<Campaign>()).toMatchObject({ enableOptimized: true, optimizationWeight: 40 });
      const threshold = await admin('PATCH', `/campaigns/${target}/optimizationThreshold`, {
        optimizationThreshold: 2.5,
      });
      expect(threshold.json<Campaign>().optimizationThreshold).toBe(2.5);
    }
    expect(await pendingOf(unlinked.id)).toEqual([]);
    expect(await pendingOf(id)).toEqual([
      'newton link',
      'newton capping',
      'newton optimisation',
      'newton optimisation',
    ]);
    const rows = await testApp.database.db
      .select({ change: deliveryOutbox.change })
      .from(deliveryOutbox)
      .where(eq(deliveryOutbox.campaignId, id))
      .orderBy(asc(deliveryOutbox.id));
    expect(rows.slice(1).map((row) => row.change)).toEqual([
      { type: 'capping', capping: { impressions: 3_000, clicks: 30 } },
      { type: 'optimisation', optimisation: { enabled: true, weight: 40, threshold: null } },
      { type: 'optimisation', optimisation: { enabled: true, weight: 40, threshold: 2.5 } },
    ]);
  });

  it('refuses a weight that is not a whole percent and a threshold past 100', async () => {
    const { id } = await campaign();
    const weight = await admin('PATCH', `/campaigns/${id}/optimized`, {
      enableOptimized: true,
      optimizationWeight: 12.5,
    });
    expect(weight.json().field).toBe('optimizationWeight');
    const threshold = await admin('PATCH', `/campaigns/${id}/optimizationThreshold`, {
      optimizationThreshold: 101,
    });
    expect(threshold.json().field).toBe('optimizationThreshold');
  });
});

describe('data info', () => {
  it('changes the fields sent, clears the ones sent as null, and refuses bad ones by name', async () => {
    const { id } = await campaign();
    const edit = (body: object) => admin('PATCH', `/campaigns/${id}/data-info`, body);
    const first = await edit({
      country: 'PE',
      type: 'STANDARD',
      comment: 'CPM',
      impressions: 20_000,
      clicks: 300,
      ctr: 1.5,
      source: 'all',
      optimized: true,
      boxedCtr: 1.2,
      campaignTitle: 'Verano 2026',
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await edit({ country: null, boxedCtr: 2 });
    expect(second.json<Campaign>().dataInfo).toMatchObject({
      country: null,
      type: 'STANDARD',
      comment: 'CPM',
      impressions: 20_000,
      clicks: 300,
      ctr: 1.5,
      source: 'all',
      optimized: true,
      boxedCtr: 2,
      campaignTitle: 'Verano 2026',
    });
    const bad = [
      [{ ctr: 150 }, 'ctr'],
      [{ country: 'XX' }, 'country'],
      [{ comment: 'CPX' }, 'comment'],
      [{ campaignTitle: '<script>' }, 'campaignTitle'],
      [{ impressions: 10, clicks: 20 }, 'clicks'],
      [{ impressions: 100 }, 'impressions'],
    ] as const;
    for (const [body, field] of bad) {
      const response = await edit(body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().field, JSON.stringify(body)).toBe(field);
    }
  });
});

describe('the linked notification', () => {
  it('e-mails the advertiser and the seller, each in their language, once the campaign is linked there', async () => {
    const { id, name } = await campaign();
    const notify = (who: Person, source: 'all' | 'newton' | 'sinew') =>
      request(testApp, who, linkedNotification, { body: { campaignId: id, source } });
    const before = await notify(people.admin, 'sinew');
    expect(before.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'source' });

    await admin('POST', `/campaigns/${id}/link/sinew`, {});
    const sent = await notify(people.superSeller, 'sinew');
    expect(sent.statusCode, sent.body).toBe(200);
    const mails = (await readOutbox(testApp.config)).filter((mail) => mail.subject.includes(name));
    const emails = await testApp.database.db
      .select({ id: accounts.id, email: accounts.email })
      .from(accounts)
      .where(sql`${accounts.id} in (${people.advertiser.id}, ${people.seller.id})`);
    const emailOf = (person: Person) => emails.find((row) => row.id === person.id)?.email;
    expect(mails.map((mail) => [mail.to, mail.subject]).sort()).toEqual(
      [
        [emailOf(people.advertiser), `Tu campaña ${name} está vinculada`],
        [emailOf(people.seller), `Your campaign ${name} is linked`],
      ].sort(),
    );
    expect(mails.every((mail) => mail.text.includes(`/campaigns/${id}`) && mail.text.includes('sinew'))).toBe(
      true,
    );
    expect((await notify(people.stranger, 'sinew')).statusCode).toBe(404);
    expect((await notify(people.seller, 'sinew')).statusCode).toBe(403);
  });
});

describe('the campaign each answer carries', () => {
  it('has the budget in dollars its details give, for every setting and link', async () => {
    const { id } = await campaign();
    const details = await admin('GET', `/campaigns/${id}/details`);
    const usd = details.json<Campaign>().budget.usd;
    expect(usd).toBeGreaterThan(0);
    const settings = [
      ['capping', { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' }],
      ['source', { source: 'newton' }],
      ['empower', { empower: true }],
      ['optimized', { enableOptimized: true, optimizationWeight: 10 }],
      ['optimizationThreshold', { optimizationThreshold: 1 }],
      ['data-info', { ctr: 1 }],
    ] as const;
    for (const [path, body] of settings) {
      const response = await admin('PATCH', `/campaigns/${id}/${path}`, body);
      expect(response.json<Campaign>().budget, path).toEqual(details.json<Campaign>().budget);
    }
    for (const path of ['link/sinew', 'unlink/sinew', 'link']) {
      const body = path === 'link' ? { source: 'newton' } : {};
      const response = await admin('POST', `/campaigns/${id}/${path}`, body);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ campaign: Campaign }>().campaign.budget.usd, path).toBe(usd);
    }
  });
});

describe('who may change the settings', () => {
  it('admins only: other roles meet 403, a campaign that does not exist 404, and each write is recorded', async () => {
    const { id } = await campaign();
    const writes = [
      ['capping', { capping: { impressions: 5_000, clicks: 50 }, source: null, action: 'split' }],
      ['source', { source: 'newton' }],
      ['empower', { empower: true }],
      ['optimized', { enableOptimized: true, optimizationWeight: 10 }],
      ['optimizationThreshold', { optimizationThreshold: 1 }],
      ['data-info', { ctr: 1 }],
    ] as const;
    for (const [path, body] of writes) {
      for (const who of [people.superSeller, people.seller, people.advertiser]) {
        const response = await call(testApp, who, 'PATCH', `/campaigns/${id}/${path}`, body);
        expect(response.statusCode, `${who.role} ${path}`).toBe(403);
      }
      expect((await admin('PATCH', `/campaigns/999999/${path}`, body)).statusCode, path).toBe(404);
      expect((await admin('PATCH', `/campaigns/${id}/${path}`, body)).statusCode, path).toBe(200);
    }
    const actions = await testApp.database.db
      .select({ action: activityLog.action, accountId: activityLog.accountId })
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'campaign'), eq(activityLog.entityId, id)))
      .orderBy(asc(activityLog.id));
    expect(actions.slice(-6)).toEqual(
      [
        'campaign.cappingUpdated',
        'campaign.sourceUpdated',
        'campaign.empowerUpdated',
        'campaign.optimizationUpdated',
        'campaign.optimizationUpdated',
        'campaign.dataInfoUpdated',
      ].map((action) => ({ action, accountId: people.admin.id })),
    );
  });
});

describe('a change its server refuses', () => {
  it('is set aside after repeated refusals with its error, lets later changes go, and waits for an admin', async () => {
    const { id } = await campaign();
    let refusing = true;
    const sent: string[] = [];
    const server = (name: Source): DeliveryServer => ({
      name,
      link: async (campaignId) => {
        if (campaignId === id && refusing)
          throw new DeliveryRefusedError(422, `${name} answered 422: bad zone`);
        if (campaignId === id) sent.push(`${name} link`);
      },
      unlink: async () => {},
      setCreativeStatus: async () => {},
      setCapping: async () => {},
      setCampaignStatus: async () => {},
      setOptimisation: async (campaignId) => {
        if (campaignId === id) sent.push(`${name} optimisation`);
      },
      creatives: async () => null,
      statistics: async () => ({ cursor: 0, rows: [], breakdowns: [] }),
    });
    const servers: DeliveryServers = { newton: server('newton'), sinew: server('sinew') };
    let rounds = 0;
    const round = () => {
      rounds += 1;
      const at = new Date(Date.now() + rounds * 1_000);
      return deliverDue(testApp.database.db, servers, { baseMs: 1, maxMs: 1 }, at);
    };
    const state = async () =>
      (await admin('GET', `/campaigns/${id}/delivery`)).json<DeliveryStateResponse>().pending;

    await admin('POST', `/campaigns/${id}/link`, { source: 'all' });
    await admin('PATCH', `/campaigns/${id}/optimized`, { enableOptimized: true, optimizationWeight: 30 });
    for (let attempt = 1; attempt < REFUSALS_BEFORE_FAILED; attempt += 1) await round();
    expect((await state()).map((change) => change.failedAt)).toEqual([null, null, null, null]);
    await round();
    await round();
    expect(sent.sort()).toEqual(['newton optimisation', 'sinew optimisation']);
    const failed = await state();
    expect(failed).toMatchObject([
      {
        server: 'newton',
        type: 'link',
        attempts: REFUSALS_BEFORE_FAILED,
        lastError: 'newton answered 422: bad zone',
      },
      { server: 'sinew', type: 'link', attempts: REFUSALS_BEFORE_FAILED },
    ]);
    expect(failed.every((change) => typeof change.failedAt === 'string')).toBe(true);
    const [newton, sinew] = failed.map((change) => change.id);

    await admin('PATCH', `/campaigns/${id}/optimizationThreshold`, { optimizationThreshold: 3 });
    const waiting = (await state()).at(-1)?.id;
    const refused = await admin('POST', `/campaigns/${id}/delivery/${waiting}/retry`);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT', field: 'changeId' });
    const asSuper = await request(testApp, people.superSeller, retryDeliveryChange, {
      params: { id, changeId: newton },
    });
    expect(asSuper.statusCode).toBe(403);
    expect((await admin('POST', `/campaigns/999999/delivery/${newton}/retry`)).statusCode).toBe(404);

    refusing = false;
    const retried = await admin('POST', `/campaigns/${id}/delivery/${newton}/retry`);
    expect(retried.json<DeliveryStateResponse>().pending[0]).toMatchObject({
      id: newton,
      attempts: 0,
      failedAt: null,
    });
    const dropped = await request(testApp, people.admin, dropDeliveryChange, {
      params: { id, changeId: sinew },
    });
    expect(dropped.json().pending.map((change) => change.id)).not.toContain(sinew);
    await round();
    await round();
    expect(sent.slice(2).sort()).toEqual(['newton link', 'newton optimisation', 'sinew optimisation']);
    expect(await state()).toEqual([]);
  });
});
