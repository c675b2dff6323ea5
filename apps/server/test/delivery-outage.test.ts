import type { CampaignListResponse } from '@adcontrol/domain/campaigns/contracts';
import type { DeliveryStateResponse, LinkResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryServers } from '../src/modules/delivery/delivery-server';
import { deliverDue } from '../src/modules/delivery/outbox';
import { pollStatistics } from '../src/modules/delivery/statistics-poll';
import { deliveryJobs } from '../src/modules/delivery/worker';
import { createJobRunner } from '../src/plugins/jobs/runner';
import { buildTestApp, type TestApp } from './helpers/build-test-app';
import { call, type Person } from './helpers/callers';
import {
  createFlightCampaign,
  httpServersAt,
  lateToday,
  type RunningSimulator,
  serversAt,
  startSimulator,
  temporaryDirectory,
} from './helpers/delivery';
import { createAccount } from './helpers/fixtures';

/**
 * ARCHITECTURE 8: a delivery server that is down delays a change, never loses it, and never applies it twice.
 * The simulator runs for real on a port; the test drives the outbox worker's rounds itself, moving the clock
 * past each backoff instead of waiting.
 */
const policy = { baseMs: 1_000, maxMs: 60_000 };
let testApp: TestApp;
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
let port: number;
let servers: DeliveryServers;
let running: RunningSimulator | null = null;
const people = {} as Record<'admin' | 'seller' | 'advertiser', Person>;
let audienceId: number;

beforeAll(async () => {
  directory = await temporaryDirectory();
  // Find a free port for the simulator, then stop it: the test starts with the servers down.
  const first = await startSimulator(directory.path);
  port = first.port;
  await first.stop();
  servers = httpServersAt(port);
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000', ...serversAt(port) });
  const { db } = testApp.database;
  const make = async (role: Person['role'], parentId?: number) => {
    const row = await createAccount(db, { role, country: 'PE', ...(parentId ? { parentId } : {}) });
    return { id: row.id, role };
  };
  people.admin = await make('admin');
  people.seller = await make('seller');
  people.advertiser = await make('advertiser', people.seller.id);
  const audience = await call(testApp, people.seller, 'POST', '/audiences', {
    name: 'Lima',
    filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } },
  });
  audienceId = audience.json<{ _id: number }>()._id;
});
afterAll(async () => {
  await running?.stop();
  await testApp.close();
  await directory.remove();
});

const db = () => testApp.database.db;
const pendingOf = async (campaignId: number) =>
  (
    await call(testApp, people.admin, 'GET', `/campaigns/${campaignId}/delivery`)
  ).json<DeliveryStateResponse>().pending;
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('a delivery server that is down', () => {
  it('keeps the link queued, retries with growing waits, and applies it exactly once when back', async () => {
    const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
    const link = await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link/sinew`, {});
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json<LinkResponse>()).toMatchObject({ campaign: { linked: { sinew: true } }, pending: 1 });
    const unlink = await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/unlink/sinew`, {});
    expect(unlink.json<LinkResponse>().pending).toBe(2);
    const relink = await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link/sinew`, {});
    expect(relink.json<LinkResponse>().pending).toBe(3);

    // Down: the first attempt fails and says why; the next waits for its backoff, then waits twice as long.
    const start = new Date();
    expect(await deliverDue(db(), servers, policy, start)).toEqual({ delivered: 0, failed: 1 });
    const [head] = await pendingOf(campaign.id);
    expect(head).toMatchObject({ server: 'sinew', type: 'link', attempts: 1 });
    expect(head?.lastError).toMatch(/fetch failed|ECONNREFUSED/);
    const firstWait = Date.parse(head?.nextAttemptAt ?? '') - start.getTime();
    expect(firstWait).toBeGreaterThan(700);
    expect(firstWait).toBeLessThanOrEqual(1_000);
    expect(await deliverDue(db(), servers, policy, start)).toEqual({ delivered: 0, failed: 0 });
    const second = new Date(start.getTime() + 1_001);
    expect(await deliverDue(db(), servers, policy, second)).toEqual({ delivered: 0, failed: 1 });
    const [again] = await pendingOf(campaign.id);
    expect(Date.parse(again?.nextAttemptAt ?? '') - second.getTime()).toBeGreaterThan(1_500);
    expect((await pendingOf(campaign.id)).map((change) => change.type)).toEqual(['link', 'unlink', 'link']);
    const unreachable = await call(testApp, people.admin, 'GET', `/campaigns/${campaign.id}/creatives/sinew`);
    expect(unreachable.statusCode).toBe(503);
    expect(unreachable.json()).toMatchObject({ message: MESSAGES['common.unexpectedTryLater'].en });

    // Back, with the state it kept: each change arrives once, in the order made.
    running = await startSimulator(directory.path, port);
    let rounds = 0;
    while ((await pendingOf(campaign.id)).length > 0 && rounds < 10) {
      await deliverDue(db(), servers, policy, later(60));
      rounds += 1;
    }
    expect(await pendingOf(campaign.id)).toEqual([]);
    expect(await deliverDue(db(), servers, policy, later(120))).toEqual({ delivered: 0, failed: 0 });
    const { applied, repeats } = await running.applied();
    const mine = applied.filter((change) => change.campaignId === campaign.id);
    expect(mine.map((change) => `${change.server} ${change.type}`)).toEqual([
      'sinew link',
      'sinew unlink',
      'sinew link',
    ]);
    expect(new Set(mine.map((change) => change.key)).size).toBe(3);
    expect(repeats).toBe(0);
    const held = await call(testApp, people.admin, 'GET', `/campaigns/${campaign.id}/creatives/sinew`);
    expect(held.json<{ linked: boolean }[]>().map((creative) => creative.linked)).toEqual([true, true]);
  });

  it('applies a change once even when its confirmation is lost and it is sent again', async () => {
    running ??= await startSimulator(directory.path, port);
    const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
    await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link/newton`, {});
    // The server applies the link, but its answer never reaches us.
    let lost = false;
    const lossy: DeliveryServers = {
      ...servers,
      newton: {
        ...servers.newton,
        async link(id, linked, key) {
          await servers.newton.link(id, linked, key);
          if (!lost) {
            lost = true;
            throw new Error('connection reset before the answer');
          }
        },
      },
    };
    expect(await deliverDue(db(), lossy, policy, later(200))).toMatchObject({ failed: 1 });
    expect(await pendingOf(campaign.id)).toHaveLength(1);
    const before = (await running.applied()).repeats;
    expect(await deliverDue(db(), lossy, policy, later(300))).toMatchObject({ delivered: 1 });
    expect(await pendingOf(campaign.id)).toEqual([]);
    const { applied, repeats } = await running.applied();
    expect(applied.filter((change) => change.campaignId === campaign.id)).toHaveLength(1);
    expect(repeats).toBe(before + 1);
  });

  it('sends each change once when several instances work the outbox at the same moment', async () => {
    running ??= await startSimulator(directory.path, port);
    const ids: number[] = [];
    for (let index = 0; index < 4; index += 1) {
      const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
      await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link/newton`, {});
      ids.push(campaign.id);
    }
    const before = (await running.applied()).repeats;
    const rounds = await Promise.all([1, 2, 3].map(() => deliverDue(db(), servers, policy, later(350))));
    expect(rounds.reduce((sum, round) => sum + round.delivered, 0)).toBe(ids.length);
    const { applied, repeats } = await running.applied();
    for (const id of ids) expect(applied.filter((change) => change.campaignId === id)).toHaveLength(1);
    expect(repeats).toBe(before);
  });

  it("reports what the server delivered into the campaign's statistics, and reading twice adds nothing", async () => {
    running ??= await startSimulator(directory.path, port);
    const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
    await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link`, { source: 'all' });
    await deliverDue(db(), servers, policy, later(400));
    running.simulator.tick(lateToday());
    running.simulator.tick(lateToday());
    const fresh = { newton: 0, sinew: 0 };
    await pollStatistics(db(), servers.newton, fresh);
    await pollStatistics(db(), servers.sinew, fresh);
    const impressions = async () => {
      const filter = encodeURIComponent(JSON.stringify({ status: 'all', limit: 200 }));
      const list = await call(testApp, people.admin, 'GET', `/campaigns?filter=${filter}`);
      return list.json<CampaignListResponse>().items.find((row) => row.id === campaign.id)?.impressions ?? 0;
    };
    const delivered = await impressions();
    // Each server delivers its even share of the target, never past its part of the daily capping.
    const { capping } = (await call(testApp, people.admin, 'GET', `/campaigns/${campaign.id}/details`)).json<{
      capping: { newton: { impressions: number }; sinew: { impressions: number } };
    }>();
    expect(capping.newton.impressions).toBeGreaterThan(0);
    expect(delivered).toBeGreaterThan(0);
    expect(delivered).toBeLessThanOrEqual(capping.newton.impressions + capping.sinew.impressions);
    await pollStatistics(db(), servers.newton, { newton: 0, sinew: 0 });
    await pollStatistics(db(), servers.sinew, { newton: 0, sinew: 0 });
    expect(await impressions()).toBe(delivered);
  });

  it('pauses 50 linked campaigns while the server is down: each pause arrives once, after its link, and delivery stops', async () => {
    running ??= await startSimulator(directory.path, port);
    const linked = [];
    for (let index = 0; index < 50; index += 1) {
      const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
      await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link/newton`, {});
      linked.push(campaign.id);
    }
    const drain = async (from: number) => {
      for (let round = 0; round < 12; round += 1) {
        const { delivered, failed } = await deliverDue(db(), servers, policy, later(from + round * 10));
        if (delivered + failed === 0) return;
      }
    };
    await drain(500);
    const repeatsBefore = (await running.applied()).repeats;
    await running.stop();
    running = null;

    const paused = await call(testApp, people.seller, 'PATCH', '/campaigns/status', {
      ids: linked,
      status: 'PAUSED',
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(await deliverDue(db(), servers, policy, later(700))).toMatchObject({ delivered: 0 });
    expect((await pendingOf(linked[0] as number)).map((change) => change.type)).toEqual(['campaignStatus']);

    running = await startSimulator(directory.path, port);
    await drain(800);
    for (const id of linked) expect(await pendingOf(id)).toEqual([]);
    const { applied, repeats } = await running.applied();
    for (const id of linked) {
      const types = applied.filter((change) => change.campaignId === id).map((change) => change.type);
      expect(types).toEqual(['link', 'campaignStatus']);
    }
    expect(repeats).toBe(repeatsBefore);

    // Paused on the server: a tick late in the day delivers none of them.
    const before = (await running.applied()).applied.length;
    running.simulator.tick(lateToday());
    const statistics = await servers.newton.statistics(0);
    const delivering = new Set(statistics.rows.map((row) => row.campaignId));
    expect(linked.filter((id) => delivering.has(id))).toEqual([]);
    expect((await running.applied()).applied.length).toBe(before);
  });

  it('is caught up by the running worker alone: the link arrives and delivery shows up in the figures', async () => {
    running ??= await startSimulator(directory.path, port);
    const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
    await call(testApp, people.admin, 'POST', `/campaigns/${campaign.id}/link/newton`, {});
    const worker = createJobRunner(testApp.app.log);
    const jobs = deliveryJobs(
      db(),
      servers,
      { workerIntervalMs: 50, statisticsIntervalMs: 100, retry: policy },
      testApp.app.log,
    );
    for (const [name, job] of Object.entries(jobs)) worker.register(name, job);
    worker.start();
    try {
      await expect.poll(() => pendingOf(campaign.id), { timeout: 10_000, interval: 100 }).toEqual([]);
      running.simulator.tick(lateToday());
      const impressions = async () => {
        const filter = encodeURIComponent(JSON.stringify({ status: 'all', limit: 200 }));
        const list = await call(testApp, people.admin, 'GET', `/campaigns?filter=${filter}`);
        return (
          list.json<CampaignListResponse>().items.find((row) => row.id === campaign.id)?.impressions ?? 0
        );
      };
      await expect.poll(impressions, { timeout: 10_000, interval: 100 }).toBeGreaterThan(0);
    } finally {
      await worker.stop();
    }
  });
});
