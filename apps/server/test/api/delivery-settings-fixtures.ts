import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { getDeliveryState } from '@adcontrol/domain/campaigns/delivery-contracts';
import type { EndpointDefinition } from '@adcontrol/domain/contract/define-endpoint';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { accounts, campaigns } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { type BranchRole, createFlightCampaign, deliveryBranch } from '../helpers/delivery';
import { type RequestArgs, request } from '../helpers/request';

const DAY = 86_400_000;

/**
 * The admin's delivery settings of a campaign (SPEC 4, 5, 7, 8 and 9; docs/decisions/031): the app with a
 * delivery branch whose advertiser reads Spanish, campaigns made for it, and the admin's calls. It registers the
 * file's `beforeAll` and `afterAll`; the fields are filled once they ran.
 */
export function deliverySettings() {
  const settings = {
    testApp: undefined as unknown as TestApp,
    people: {} as Record<BranchRole, Person>,
    audienceId: 0,

    /**
     * A CPM campaign needing 100,000 impressions over its last 10 days, so its needed capping is 10,000 a day;
     * its capping is 600 impressions and 6 clicks on newton, 400 and 4 on sinew (shares of 60 % and 40 %).
     */
    async campaign(): Promise<Campaign> {
      const { testApp, people } = settings;
      const created = await createFlightCampaign(
        testApp,
        people.seller,
        people.advertiser.id,
        settings.audienceId,
      );
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
    },

    /** The admin's call of a declared endpoint, typed by its contract. */
    send: <E extends EndpointDefinition>(endpoint: E, ...input: RequestArgs<E>) =>
      request(settings.testApp, settings.people.admin, endpoint, ...input),

    /** The admin's call by path, for bodies the contract refuses. */
    admin: (method: 'PATCH' | 'POST' | 'GET', path: string, body?: object) =>
      call(settings.testApp, settings.people.admin, method, path, body),

    /** The changes waiting for the servers, as `server type`. */
    async pendingOf(id: number) {
      const state = await settings.send(getDeliveryState, { params: { id } });
      return state.json().pending.map((change) => `${change.server} ${change.type}`);
    },
  };

  beforeAll(async () => {
    settings.testApp = await buildTestApp({ AUDIENCE_DEFAULT_DEVICES: '2000' });
    ({ people: settings.people, audienceId: settings.audienceId } = await deliveryBranch(settings.testApp));
    await settings.testApp.database.db
      .update(accounts)
      .set({ language: 'es' })
      .where(eq(accounts.id, settings.people.advertiser.id));
  });
  afterAll(() => settings.testApp.close());

  return settings;
}

/** The capping an answer carries, with the source it follows; the answer must be 200. */
export async function cappingOf(response: { statusCode: number; body: string; json(): Campaign }) {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return { source: body.source, ...body.capping, currency: undefined };
}
