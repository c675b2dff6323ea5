import {
  type AdvertiserOverviewResponse,
  getAdvertiserOverview,
} from '@adcontrol/domain/advertisers/contracts';
import type { RequestOf } from '@adcontrol/domain/contract/define-endpoint';
import { beforeAll, expect } from 'vitest';
import {
  accountAdvertiserLinks,
  accounts,
  campaignReach,
  campaignStatistics,
  campaigns,
  creatives,
} from '../../src/db/schema';
import type { Person } from '../helpers/callers';
import { demoAppAt } from '../helpers/demo-app';
import { request } from '../helpers/request';
import { expectedOverview, NOW, type OverviewRows } from './advertiser-overview-expected';

type Period = RequestOf<typeof getAdvertiserOverview>['query'];

/**
 * The app on the seeded demo data, its stored rows read back and a demo person of each role, with the overview
 * call and the figures expected of it. The server's clock is held at the seed's `now`. It registers the file's
 * `beforeAll` and `afterAll`; the fields are filled once they ran.
 */
export function advertiserOverviewOnDemo() {
  const app = demoAppAt(NOW);
  const overview = {
    get testApp() {
      return app.testApp;
    },
    demo: app.demo,
    rows: {} as OverviewRows,

    /** Reads the stored rows again, after a test's own set-up added some. */
    async loadRows() {
      const { db } = overview.testApp.database;
      overview.rows = {
        people: await db.select().from(accounts),
        links: await db.select().from(accountAdvertiserLinks),
        campaignRows: await db.select().from(campaigns),
        creativeRows: await db
          .select({
            id: creatives.id,
            name: creatives.name,
            format: creatives.format,
            campaignId: creatives.campaignId,
          })
          .from(creatives),
        statisticsRows: await db
          .select({
            campaignId: campaignStatistics.campaignId,
            creativeId: campaignStatistics.creativeId,
            date: campaignStatistics.date,
            impressions: campaignStatistics.impressions,
            clicks: campaignStatistics.clicks,
          })
          .from(campaignStatistics),
        reachRows: await db
          .select({
            campaignId: campaignReach.campaignId,
            date: campaignReach.date,
            cumulativeDevices: campaignReach.cumulativeDevices,
          })
          .from(campaignReach),
      };
    },

    expected: (advertiserId: number, from: string, to: string) =>
      expectedOverview(overview.rows, advertiserId, from, to),

    call: (who: Person, advertiserId: number, query: Period = {}) =>
      request(overview.testApp, who, getAdvertiserOverview, { params: { id: advertiserId }, query }),

    async of(who: Person, advertiserId: number, query: Period = {}) {
      const response = await overview.call(who, advertiserId, query);
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as AdvertiserOverviewResponse;
    },
  };

  beforeAll(() => overview.loadRows());

  return overview;
}
