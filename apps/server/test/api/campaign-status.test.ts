import {
  createCampaign,
  deleteCampaign,
  listCampaigns,
  listSinewCreatives,
  updateCampaignStatus,
  updateCampaignsStatus,
} from '@adcontrol/domain/campaigns/contracts';
import { getDeliveryState, linkCampaign, linkNewton } from '@adcontrol/domain/campaigns/delivery-contracts';
import { updateCreatives } from '@adcontrol/domain/creatives/contracts';
import type { RequestedStatus } from '@adcontrol/domain/rules/campaign-status';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src/db/schema';
import type { DeliveryServers } from '../../src/modules/delivery/delivery-server';
import { deliverDue } from '../../src/modules/delivery/outbox';
import { pollStatistics } from '../../src/modules/delivery/statistics-poll';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import {
  type BranchRole,
  createFlightCampaign,
  deliveryBranch,
  flightGeneral,
  httpServersAt,
  lateToday,
  type RunningSimulator,
  serversAt,
  startSimulator,
  temporaryDirectory,
} from '../helpers/delivery';
import { request } from '../helpers/request';

/**
 * The campaign status machine through the API (docs/decisions/041): which changes exist, the 409 that names the
 * status of one that does not, and every change of a linked campaign reaching its delivery servers through the
 * outbox, so that a paused campaign stops delivering.
 */
const policy = { baseMs: 1, maxMs: 1 };
let testApp: TestApp;
let simulator: RunningSimulator;
let servers: DeliveryServers;
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
let people: Record<BranchRole, Person>;
let audienceId: number;

beforeAll(async () => {
  directory = await temporaryDirectory();
  simulator = await startSimulator(directory.path);
  servers = httpServersAt(simulator.port);
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000', ...serversAt(simulator.port) });
  ({ people, audienceId } = await deliveryBranch(testApp));
});
afterAll(async () => {
  await testApp.close();
  await simulator.stop();
  await directory.remove();
});

const db = () => testApp.database.db;
const setStatus = (who: Person, id: number, status: RequestedStatus) =>
  request(testApp, who, updateCampaignStatus, { params: { id }, body: { status } });
const newCampaign = () => createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
const storedStatus = async (id: number) =>
  (await db().select({ status: campaigns.status }).from(campaigns).where(eq(campaigns.id, id)))[0]?.status;
const pendingOf = async (id: number) =>
  (await request(testApp, people.admin, getDeliveryState, { params: { id } })).json().pending;
const drain = async () => {
  for (let round = 0; round < 10; round += 1) {
    const { delivered, failed } = await deliverDue(
      db(),
      servers,
      policy,
      new Date(Date.now() + round * 1_000),
    );
    if (delivered + failed === 0) return;
  }
};

describe('the status machine', () => {
  it('pauses, activates and finishes a campaign in flight, then refuses anything more with 409 naming its status', async () => {
    const { id } = await newCampaign();
    const steps: [RequestedStatus, number, string][] = [
      ['PAUSED', 200, 'PAUSED'],
      ['PAUSED', 409, 'PAUSED'],
      ['DELIVERING', 200, 'DELIVERING'],
      ['COMPLETED', 200, 'COMPLETED'],
      ['DELIVERING', 409, 'COMPLETED'],
      ['PAUSED', 409, 'COMPLETED'],
      ['CANCELED', 409, 'COMPLETED'],
    ];
    for (const [asked, code, after] of steps) {
      const response = await setStatus(people.seller, id, asked);
      expect(response.statusCode, `${asked}: ${response.body}`).toBe(code);
      if (code === 409) {
        expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT', field: 'status' });
        expect(response.failure().message).toContain(after);
      } else {
        expect(response.json().status).toBe(after);
      }
      expect(await storedStatus(id)).toBe(after);
    }
  });

  it('never brings back a campaign whose flight ended in September', async () => {
    const { id } = await newCampaign();
    await db()
      .update(campaigns)
      .set({
        status: 'PAUSED',
        startDate: new Date('2026-09-01T03:00:00Z'),
        endDate: new Date('2026-09-30T03:00:00Z'),
      })
      .where(eq(campaigns.id, id));
    const response = await setStatus(people.admin, id, 'DELIVERING');
    expect(response.statusCode).toBe(409);
    expect(response.failure().message).toMatch(/ended on 30\/09\/26/);
    expect(await storedStatus(id)).toBe('PAUSED');
    // It can still be closed as finished.
    expect((await setStatus(people.admin, id, 'COMPLETED')).statusCode).toBe(200);
  });

  it('does not launch a draft by activating it, and leaves a pending approval to admins', async () => {
    const draft = await newCampaign();
    await db().update(campaigns).set({ status: 'DRAFT' }).where(eq(campaigns.id, draft.id));
    const activated = await setStatus(people.admin, draft.id, 'DELIVERING');
    expect(activated.statusCode).toBe(409);
    expect(activated.failure().message).toContain('DRAFT');
    expect(await storedStatus(draft.id)).toBe('DRAFT');

    const pending = await newCampaign();
    await db().update(campaigns).set({ status: 'PENDING_APPROVAL' }).where(eq(campaigns.id, pending.id));
    const bySeller = await setStatus(people.seller, pending.id, 'DELIVERING');
    expect(bySeller.statusCode).toBe(409);
    expect(bySeller.failure().message).toMatch(/pending approval/);
    expect((await setStatus(people.admin, pending.id, 'DELIVERING')).json().status).toBe('DELIVERING');
  });

  it('refuses a bulk change naming the campaign that cannot change, and changes none of them', async () => {
    const first = await newCampaign();
    const finished = await newCampaign();
    await db().update(campaigns).set({ status: 'COMPLETED' }).where(eq(campaigns.id, finished.id));
    const response = await request(testApp, people.seller, updateCampaignsStatus, {
      body: {
        ids: [first.id, finished.id],
        status: 'PAUSED',
      },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CONFLICT', field: 'ids.1' });
    expect(response.failure().message).toContain(finished.name);
    expect(response.failure().message).toContain('COMPLETED');
    expect(await storedStatus(first.id)).toBe('READY');
  });
});

describe('a status change of a linked campaign', () => {
  const impressionsOf = async (id: number) => {
    await pollStatistics(db(), servers.newton, { newton: 0, sinew: 0 });
    await pollStatistics(db(), servers.sinew, { newton: 0, sinew: 0 });
    const list = await request(testApp, people.admin, listCampaigns, {
      query: { filter: JSON.stringify({ status: 'all', limit: 200, search: 'Delivery' }) },
    });
    return list.json().items.find((row) => row.id === id)?.impressions ?? 0;
  };
  const heldStatus = async (id: number) =>
    (await simulator.applied()).applied
      .filter((change) => change.campaignId === id)
      .map((change) => change.type);

  it('waits in the pending list until both servers confirm it, and stops and resumes delivery', async () => {
    const { id } = await newCampaign();
    await request(testApp, people.admin, linkCampaign, { params: { id }, body: { source: 'all' } });
    await drain();
    const paused = await setStatus(people.seller, id, 'PAUSED');
    expect(paused.statusCode).toBe(200);
    expect((await pendingOf(id)).map((change) => `${change.server} ${change.type}`).sort()).toEqual([
      'newton campaignStatus',
      'sinew campaignStatus',
    ]);
    await drain();
    expect(await pendingOf(id)).toEqual([]);
    expect(await heldStatus(id)).toEqual(['link', 'link', 'campaignStatus', 'campaignStatus']);

    // Paused on both servers: a whole day of ticks delivers nothing.
    const before = await impressionsOf(id);
    simulator.simulator.tick(lateToday());
    expect(await impressionsOf(id)).toBe(before);

    expect((await setStatus(people.seller, id, 'DELIVERING')).statusCode).toBe(200);
    await drain();
    simulator.simulator.tick(new Date(lateToday().getTime() + 30_000));
    expect(await impressionsOf(id)).toBeGreaterThan(before);
  });

  it('tells the servers of an edit saved, a creative changed and a campaign removed', async () => {
    const campaign = await newCampaign();
    await request(testApp, people.admin, linkNewton, { params: { id: campaign.id }, body: {} });
    await drain();
    const edit = await request(testApp, people.admin, createCampaign, {
      body: {
        timezone: 'America/Lima',
        general: flightGeneral(people.advertiser.id, campaign.name, {
          id: campaign.id,
          campaign_total_budget: 6_000,
          action: 'edit',
        }),
      },
    });
    expect(edit.statusCode, edit.body).toBeLessThan(300);
    expect((await pendingOf(campaign.id)).map((change) => change.type)).toEqual(['link']);
    await drain();
    const push = campaign.creatives?.find((creative) => creative.name.startsWith('push')) as { id: number };
    const retitled = await request(testApp, people.seller, updateCreatives, {
      body: {
        creatives: [{ id: push.id, title: 'Oferta nueva' }],
      },
    });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect((await pendingOf(campaign.id)).map((change) => change.type)).toEqual(['link']);
    await drain();
    const removed = await request(testApp, people.admin, deleteCampaign, { params: { id: campaign.id } });
    expect(removed.statusCode).toBe(200);
    await drain();
    expect(await heldStatus(campaign.id)).toEqual(['link', 'link', 'link', 'unlink']);
    const held = await request(testApp, people.admin, listSinewCreatives, { params: { id: campaign.id } });
    expect(held.statusCode).toBe(404);
  });
});
