import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAudience } from '@adcontrol/domain/audiences/contracts';
import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { createCampaign } from '@adcontrol/domain/campaigns/contracts';
import { expect } from 'vitest';
import type { DeliveryServers } from '../../src/modules/delivery/delivery-server';
import { createHttpDeliveryServer } from '../../src/modules/delivery/http-delivery-server';
import { DAY_MS, dayStart, networkDay } from '../../src/simulator/pacing';
import { buildSimulator, type Simulator } from '../../src/simulator/server';
import type { AppliedChange } from '../../src/simulator/state';
import type { TestApp } from './build-test-app';
import type { Person } from './callers';
import { createAccount } from './fixtures';
import { request } from './request';

export interface RunningSimulator {
  simulator: Simulator;
  port: number;
  stop(): Promise<void>;
  applied(): Promise<{ applied: AppliedChange[]; repeats: number }>;
}

/** The delivery simulator on a port (a free one by default) keeping its state in `dataDir`; it never ticks alone. */
export async function startSimulator(dataDir: string, port = 0): Promise<RunningSimulator> {
  const simulator = buildSimulator({ dataDir, tickMs: 0 });
  await simulator.app.listen({ port, host: '127.0.0.1' });
  const address = simulator.app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    simulator,
    port: actual,
    stop: () => simulator.app.close(),
    async applied() {
      const response = await simulator.app.inject({ method: 'GET', url: '/applied' });
      return response.json();
    },
  };
}

/** A minute before today's network day ends: a tick then delivers the whole day's goal, whatever the hour. */
export const lateToday = (): Date => new Date(dayStart(networkDay(new Date())) + DAY_MS - 60_000);

export async function temporaryDirectory(): Promise<{ path: string; remove(): Promise<void> }> {
  const path = await mkdtemp(join(tmpdir(), 'adcontrol-simulator-'));
  return { path, remove: () => rm(path, { recursive: true, force: true }) };
}

/** The app's environment pointing both delivery servers at a simulator's port. */
export const serversAt = (port: number) => ({
  NEWTON_URL: `http://127.0.0.1:${port}/newton`,
  SINEW_URL: `http://127.0.0.1:${port}/sinew`,
});

/** Both servers over HTTP at a simulator's port, as the app builds them from its configuration. */
export const httpServersAt = (port: number): DeliveryServers => ({
  newton: createHttpDeliveryServer('newton', serversAt(port).NEWTON_URL),
  sinew: createHttpDeliveryServer('sinew', serversAt(port).SINEW_URL),
});

let counter = 0;

/** The `general` part of a save of a flight from 2020 to 2040 in Peru; `changes` for an edit (id, action). */
export function flightGeneral(advertiserId: number, name: string, changes: Record<string, unknown> = {}) {
  return {
    campaign_name: name,
    advertiser_id: advertiserId,
    campaign_days: 10,
    campaign_total_budget: 5_000,
    campaign_start_date: '2020-01-01T05:00:00.000Z',
    campaign_end_date: '2040-01-11T05:00:00.000Z',
    campaign_purchase_model: 'CPM' as const,
    currency: 'PEN' as const,
    unit_price: 5,
    country: 'PE' as const,
    action: 'create' as const,
    ...changes,
  };
}

/** A campaign in flight (2020 to 2040) with a push and a banner, created by `seller` for `advertiserId`. */
export async function createFlightCampaign(
  testApp: TestApp,
  seller: Person,
  advertiserId: number,
  audienceId: number,
): Promise<Campaign> {
  const response = await request(testApp, seller, createCampaign, {
    body: {
      timezone: 'America/Lima',
      general: flightGeneral(advertiserId, `Delivery ${++counter} ${Date.now()}`),
      pushs: [{ title: 'Oferta', link: 'https://shop.example' }],
      banners: [{ audienceId, image: '/api/files/campaign-uploads/1-a.png', link: 'https://shop.example' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

export type BranchRole = 'admin' | 'superSeller' | 'seller' | 'advertiser' | 'stranger';

/**
 * The people of the delivery tests, all in Peru: an admin, a super seller with its seller and the seller's
 * advertiser, and a stranger (a super seller of another branch); with an audience of the seller's for creatives.
 */
export async function deliveryBranch(testApp: TestApp) {
  const { db } = testApp.database;
  const make = async (role: Person['role'], parentId?: number): Promise<Person> => {
    const row = await createAccount(db, { role, country: 'PE', ...(parentId ? { parentId } : {}) });
    return { id: row.id, role };
  };
  const admin = await make('admin');
  const superSeller = await make('super_seller');
  const seller = await make('seller', superSeller.id);
  const advertiser = await make('advertiser', seller.id);
  const stranger = await make('super_seller');
  const people: Record<BranchRole, Person> = { admin, superSeller, seller, advertiser, stranger };
  const audience = await request(testApp, seller, createAudience, {
    body: {
      name: 'Lima',
      filters: { geolocalization: { coordinates: [{ type: 'country', countryCode: 'PE' }] } },
    },
  });
  return { people, audienceId: audience.json()._id };
}
