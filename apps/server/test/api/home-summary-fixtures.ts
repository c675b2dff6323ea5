import { getHomeSummary } from '@adcontrol/domain/home/contracts';
import type { Role } from '@adcontrol/domain/shared/enums';
import { beforeAll, expect } from 'vitest';
import { accountAdvertiserLinks, accounts, campaignStatistics, campaigns } from '../../src/db/schema';
import type { Person } from '../helpers/callers';
import { demoAppAt } from '../helpers/demo-app';
import { request } from '../helpers/request';
import { expectedSummary, NOW, type SummaryRows } from './home-summary-expected';

export const ROLES = ['admin', 'super_seller', 'seller', 'country_manager', 'advertiser'] as const;

/**
 * The app on the seeded demo data, its stored rows read back and the id of a demo person of each role, with
 * home's summary as someone reads it and the figures expected of it. The server's clock is held at the seed's
 * `now`. It registers the file's `beforeAll` and `afterAll`; the fields are filled once they ran.
 */
export function homeSummaryOnDemo() {
  const app = demoAppAt(NOW);
  const home = {
    get testApp() {
      return app.testApp;
    },
    demo: {} as Record<Role, number>,
    rows: {} as SummaryRows,

    /** Reads the stored rows again, after a test's own set-up added some. */
    async loadRows() {
      const { db } = home.testApp.database;
      home.rows = {
        people: await db
          .select({
            id: accounts.id,
            role: accounts.role,
            country: accounts.country,
            parentId: accounts.parentId,
            company: accounts.company,
            firstName: accounts.firstName,
            lastName: accounts.lastName,
            email: accounts.email,
          })
          .from(accounts),
        links: await db
          .select({
            accountId: accountAdvertiserLinks.accountId,
            advertiserId: accountAdvertiserLinks.advertiserId,
          })
          .from(accountAdvertiserLinks),
        campaignRows: await db.select().from(campaigns),
        statisticsRows: await db
          .select({
            campaignId: campaignStatistics.campaignId,
            date: campaignStatistics.date,
            impressions: campaignStatistics.impressions,
            clicks: campaignStatistics.clicks,
          })
          .from(campaignStatistics),
      };
    },

    /** The account of `accountId`, as it signs in. */
    personOf(accountId: number): Person {
      const person = home.rows.people.find((row) => row.id === accountId);
      if (!person) throw new Error(`no account ${accountId}`);
      return { id: accountId, role: person.role };
    },

    expected: (accountId: number) => expectedSummary(home.rows, accountId),

    /** The summary `accountId` reads, signed in as itself. */
    async summaryOf(accountId: number) {
      const response = await request(home.testApp, home.personOf(accountId), getHomeSummary);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
  };

  beforeAll(async () => {
    await home.loadRows();
    for (const [role, person] of Object.entries(app.demo)) home.demo[role as Role] = person.id;
  });

  return home;
}
