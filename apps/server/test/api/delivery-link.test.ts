import { createAudience } from '@adcontrol/domain/audiences/contracts';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getCampaignDetails, listSinewCreatives } from '@adcontrol/domain/campaigns/contracts';
import type { LinkResponse } from '@adcontrol/domain/campaigns/delivery-contracts';
import {
  getDeliveryState,
  linkCampaign,
  linkNewton,
  linkSinew,
  unlinkSinew,
} from '@adcontrol/domain/campaigns/delivery-contracts';
import { updateCreativeStatus } from '@adcontrol/domain/creatives/contracts';
import { MESSAGES } from '@adcontrol/domain/shared/messages';
import {
  appsReport,
  campaignStatistics,
  countryReport,
  quartiles,
  scopes,
} from '@adcontrol/domain/statistics/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatives } from '../../src/db/schema';
import type { ServerStatistics } from '../../src/modules/delivery/changes';
import { deliverDue } from '../../src/modules/delivery/outbox';
import { pollStatistics } from '../../src/modules/delivery/statistics-poll';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import {
  createFlightCampaign,
  httpServersAt,
  lateToday,
  type RunningSimulator,
  serversAt,
  startSimulator,
  temporaryDirectory,
} from '../helpers/delivery';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';

/**
 * Linking campaigns to the delivery servers (SPEC 4 and 7, docs/decisions/030): which creatives end active or
 * paused by role and server, what is queued for each server, and scope (another branch's campaign is 404).
 */
let testApp: TestApp;
let simulator: RunningSimulator;
let directory: Awaited<ReturnType<typeof temporaryDirectory>>;
const people = {} as Record<'admin' | 'superSeller' | 'seller' | 'advertiser' | 'stranger', Person>;
let audienceId: number;

beforeAll(async () => {
  directory = await temporaryDirectory();
  simulator = await startSimulator(directory.path);
  testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000', ...serversAt(simulator.port) });
  const { db } = testApp.database;
  const make = async (role: Person['role'], parentId?: number) => {
    const row = await createAccount(db, { role, country: 'PE', ...(parentId ? { parentId } : {}) });
    return { id: row.id, role };
  };
  people.admin = await make('admin');
  people.superSeller = await make('super_seller');
  people.seller = await make('seller', people.superSeller.id);
  people.advertiser = await make('advertiser', people.seller.id);
  people.stranger = await make('super_seller');
  const audience = await request(testApp, people.seller, createAudience, {
    body: {
      name: 'Lima',
      filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } },
    },
  });
  audienceId = audience.json()._id;
});
afterAll(async () => {
  await testApp.close();
  await simulator.stop();
  await directory.remove();
});

/** A campaign with push_1 and banner_1, plus banner_1_support paused or active as given. */
async function campaignWithSupport(supportStatus: 0 | 1 = 0): Promise<Campaign> {
  const campaign = await createFlightCampaign(testApp, people.seller, people.advertiser.id, audienceId);
  await testApp.database.db.insert(creatives).values({
    campaignId: campaign.id,
    format: 'banner',
    name: 'banner_1_support',
    status: supportStatus,
    image: '/support.png',
    link: 'https://shop.example',
  });
  return campaign;
}

const statusesOf = (response: LinkResponse) =>
  Object.fromEntries((response.campaign.creatives ?? []).map((creative) => [creative.name, creative.status]));

const idOf = (campaign: Campaign, name: string) =>
  campaign.creatives?.find((creative) => creative.name === name)?.id as number;

async function pause(who: Person, campaign: Campaign) {
  for (const creative of campaign.creatives ?? []) {
    await request(testApp, who, updateCreativeStatus, { params: { id: creative.id }, body: { status: 1 } });
  }
}

describe('linking to both servers', () => {
  it('by an admin pauses the support creatives and activates the others, and queues a link for each server', async () => {
    const campaign = await campaignWithSupport(0);
    await request(testApp, people.admin, updateCreativeStatus, {
      params: { id: idOf(campaign, 'push_1') },
      body: {
        status: 1,
      },
    });
    const response = await request(testApp, people.admin, linkCampaign, {
      params: { id: campaign.id },
      body: {
        source: 'all',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe(MESSAGES['campaigns.linked'].en);
    expect(statusesOf(body)).toEqual({ push_1: 0, banner_1: 0, banner_1_support: 1 });
    expect(body.campaign.linked).toEqual({ newton: true, sinew: true });
    expect(body.pending).toBe(2);
  });

  it('by a super seller activates every creative, support ones included', async () => {
    const campaign = await campaignWithSupport(1);
    await pause(people.superSeller, campaign);
    const response = await request(testApp, people.superSeller, linkCampaign, {
      params: { id: campaign.id },
      body: {
        source: 'all',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(statusesOf(response.json())).toEqual({
      push_1: 0,
      banner_1: 0,
      banner_1_support: 0,
    });
  });
});

describe('linking to one server', () => {
  it('by an admin activates the chosen creatives and pauses the rest', async () => {
    const campaign = await campaignWithSupport(0);
    const response = await request(testApp, people.admin, linkSinew, {
      params: { id: campaign.id },
      body: {
        creatives: [idOf(campaign, 'banner_1')],
        sinewInfo: { zone: 'premium' },
      },
    });
    const body = response.json();
    expect(statusesOf(body)).toEqual({ push_1: 1, banner_1: 0, banner_1_support: 1 });
    expect(body.campaign.linked).toEqual({ newton: false, sinew: true });
    expect(body.campaign.dataInfo?.sinewInfo).toEqual({ zone: 'premium' });
  });

  it('by an admin choosing no creative leaves each as it was', async () => {
    const campaign = await campaignWithSupport(1);
    const response = await request(testApp, people.admin, linkNewton, {
      params: { id: campaign.id },
      body: {},
    });
    const body = response.json();
    expect(statusesOf(body)).toEqual({ push_1: 0, banner_1: 0, banner_1_support: 1 });
    expect(body.campaign.linked).toEqual({ newton: true, sinew: false });
  });

  it('by a super seller activates every creative whatever was chosen', async () => {
    const campaign = await campaignWithSupport(1);
    const response = await request(testApp, people.superSeller, linkNewton, {
      params: { id: campaign.id },
      body: {
        creatives: [idOf(campaign, 'push_1')],
      },
    });
    expect(statusesOf(response.json())).toEqual({
      push_1: 0,
      banner_1: 0,
      banner_1_support: 0,
    });
  });

  it('tells a server already linked of the statuses a link to the other one changed', async () => {
    const campaign = await campaignWithSupport(0);
    await request(testApp, people.admin, linkNewton, { params: { id: campaign.id }, body: {} });
    await request(testApp, people.admin, linkSinew, {
      params: { id: campaign.id },
      body: {
        creatives: [idOf(campaign, 'push_1')],
      },
    });
    const state = await request(testApp, people.admin, getDeliveryState, { params: { id: campaign.id } });
    const pending = state.json().pending.map((change) => `${change.server} ${change.type}`);
    expect(pending).toEqual(['newton link', 'sinew link', 'newton creativeStatus', 'newton creativeStatus']);
  });

  it('refuses a creative of another campaign, naming it', async () => {
    const campaign = await campaignWithSupport(0);
    const other = await campaignWithSupport(0);
    const response = await request(testApp, people.admin, linkSinew, {
      params: { id: campaign.id },
      body: {
        creatives: [idOf(campaign, 'push_1'), idOf(other, 'push_1')],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'creatives.1' });
    const after = await request(testApp, people.admin, getCampaignDetails, { params: { id: campaign.id } });
    expect(after.json().linked.sinew).toBe(false);
  });
});

describe('unlinking', () => {
  it('marks the campaign unlinked and queues the unlink after the link, once', async () => {
    const campaign = await campaignWithSupport(0);
    await request(testApp, people.admin, linkSinew, { params: { id: campaign.id }, body: {} });
    const first = await request(testApp, people.admin, unlinkSinew, {
      params: { id: campaign.id },
      body: {},
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      message: MESSAGES['campaigns.unlinked'].en,
      campaign: { linked: { sinew: false } },
      pending: 2,
    });
    const again = await request(testApp, people.admin, unlinkSinew, {
      params: { id: campaign.id },
      body: {},
    });
    expect(again.json().pending).toBe(2);
    const state = await request(testApp, people.admin, getDeliveryState, { params: { id: campaign.id } });
    expect(state.json().pending.map((change) => change.type)).toEqual(['link', 'unlink']);
  });
});

describe("a creative's status", () => {
  it('is queued for the servers its campaign is linked to, and for no other', async () => {
    const campaign = await campaignWithSupport(0);
    const push = idOf(campaign, 'push_1');
    await request(testApp, people.admin, updateCreativeStatus, { params: { id: push }, body: { status: 1 } });
    const unlinked = await request(testApp, people.admin, getDeliveryState, { params: { id: campaign.id } });
    expect(unlinked.json().pending).toEqual([]);

    await request(testApp, people.admin, linkSinew, { params: { id: campaign.id }, body: {} });
    await request(testApp, people.admin, updateCreativeStatus, { params: { id: push }, body: { status: 0 } });
    const state = await request(testApp, people.admin, getDeliveryState, { params: { id: campaign.id } });
    const pending = state.json().pending.map((change) => `${change.server} ${change.type}`);
    expect(pending).toEqual(['sinew link', 'sinew creativeStatus']);
  });
});

describe("sinew's view of the creatives", () => {
  it('shows each creative as not on sinew until the link arrives, then with the id sinew gave it', async () => {
    const campaign = await campaignWithSupport(0);
    await request(testApp, people.admin, linkSinew, { params: { id: campaign.id }, body: {} });
    const before = await request(testApp, people.admin, listSinewCreatives, { params: { id: campaign.id } });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json().map((creative) => creative.linked)).toEqual([false, false, false]);

    await deliverDue(testApp.database.db, appServers(), { baseMs: 10, maxMs: 10 });
    const after = await request(testApp, people.admin, listSinewCreatives, { params: { id: campaign.id } });
    const list = after.json();
    expect(list.map((creative) => creative.linked)).toEqual([true, true, true]);
    expect(
      list.every((creative) => typeof creative.sinewId === 'string' && creative.sinewId.length > 0),
    ).toBe(true);
    const state = await request(testApp, people.admin, getDeliveryState, { params: { id: campaign.id } });
    expect(state.json().pending).toEqual([]);
  });
});

describe('delivery reported back', () => {
  it("lands in the statistics API's answers with its breakdowns, from both servers together, read twice or not", async () => {
    const campaign = await campaignWithSupport(0);
    const { db } = testApp.database;
    const [video] = await db
      .insert(creatives)
      .values({ campaignId: campaign.id, format: 'video', name: 'video_1', status: 0, video: '/v.mp4' })
      .returning({ id: creatives.id });
    await request(testApp, people.admin, linkCampaign, {
      params: { id: campaign.id },
      body: { source: 'all' },
    });
    await deliverDue(db, appServers(), { baseMs: 10, maxMs: 10 });
    simulator.simulator.tick(lateToday());
    for (let read = 0; read < 2; read += 1) {
      for (const server of Object.values(appServers()))
        await pollStatistics(db, server, { newton: 0, sinew: 0 });
    }
    const reported = await Promise.all(
      ['newton', 'sinew'].map(async (server) => {
        const response = await simulator.simulator.app.inject({ url: `/${server}/statistics?since=0` });
        const body = response.json<ServerStatistics>();
        return {
          rows: body.rows.filter((row) => row.campaignId === campaign.id),
          days: body.breakdowns.filter((day) => day.campaignId === campaign.id),
        };
      }),
    );
    const rows = reported.flatMap((server) => server.rows);
    const days = reported.flatMap((server) => server.days);
    const sum = (list: readonly { impressions: number }[]) => list.reduce((t, e) => t + e.impressions, 0);
    const impressions = sum(rows);
    expect(impressions).toBeGreaterThan(0);
    expect(days).toHaveLength(2);
    const date = rows[0]?.date as string;

    const statistics = await request(testApp, people.admin, campaignStatistics, {
      body: {
        campaigns: [campaign.id],
        date: { start: date, end: date },
      },
    });
    const body = statistics.json();
    expect(body.totals.impressions).toBe(impressions);
    expect(body.gender.impressionsMale).toBe(rows.reduce((t, row) => t + row.impressionsMale, 0));
    expect(sum(body.ageGender)).toBe(
      rows.reduce(
        (t, row) =>
          t +
          row.impressionsAge25To34 +
          row.impressionsAge18To24 +
          row.impressionsAgeUnder18 +
          row.impressionsAge35To44 +
          row.impressionsAge45To54 +
          row.impressionsAge55To65 +
          row.impressionsAge66Plus,
        0,
      ),
    );
    const regions = await request(testApp, people.admin, countryReport, { params: { id: campaign.id } });
    expect(sum(regions.json())).toBe(impressions);
    const apps = await request(testApp, people.admin, appsReport, { params: { id: campaign.id } });
    expect(sum(apps.json())).toBe(impressions);
    const quartileRows = await request(testApp, people.admin, quartiles, {
      body: {
        idsCampaign: [campaign.id],
      },
    });
    const starts = days.flatMap((day) => day.quartiles).reduce((t, q) => t + q.starts, 0);
    expect(quartileRows.json()).toMatchObject([{ bannerId: video?.id, start: starts }]);
    const reach = await request(testApp, people.admin, scopes, {
      body: {
        idsCampaign: [campaign.id],
      },
    });
    expect(reach.json()[0]?.reach).toBe(days.reduce((t, day) => t + day.reach.cumulativeDevices, 0));
  });
});

describe('who may link', () => {
  it("answers 404 for another branch's campaign and 403 to roles that do not link", async () => {
    const campaign = await campaignWithSupport(0);
    const paths = [
      ['POST', `/campaigns/${campaign.id}/link/sinew`, {}],
      ['POST', `/campaigns/${campaign.id}/unlink/sinew`, {}],
      ['POST', `/campaigns/${campaign.id}/link/newton`, {}],
      ['POST', `/campaigns/${campaign.id}/unlink/newton`, {}],
      ['POST', `/campaigns/${campaign.id}/link`, { source: 'all' }],
      ['GET', `/campaigns/${campaign.id}/creatives/sinew`, undefined],
      ['GET', `/campaigns/${campaign.id}/delivery`, undefined],
    ] as const;
    for (const [method, path, body] of paths) {
      expect((await call(testApp, people.stranger, method, path, body)).statusCode, path).toBe(404);
      expect((await call(testApp, people.seller, method, path, body)).statusCode, path).toBe(403);
    }
    const details = await request(testApp, people.admin, getCampaignDetails, { params: { id: campaign.id } });
    expect(details.json().linked).toEqual({ newton: false, sinew: false });
  });
});

/** The servers as the app reaches them, for driving its outbox in the test. */
function appServers() {
  return httpServersAt(simulator.port);
}
