import type { CampaignListFilter, CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { listCampaigns } from '@adcontrol/domain/campaigns/contracts';
import { beforeAll, expect } from 'vitest';
import { accountAdvertiserLinks, accounts, campaigns } from '../../src/db/schema';
import type { Person } from '../helpers/callers';
import { demoAppAt } from '../helpers/demo-app';
import { request } from '../helpers/request';
import { accountsInScope } from '../helpers/scope-model';

/**
 * The Control list (docs/decisions/024) on the demo data, checked against plain JavaScript over the stored rows:
 * scope as docs/decisions/008 states it, display status from the dates, and hand-made campaigns whose figures
 * are worked out in the tests. The server's clock is held at the seed's `now`.
 */
export const NOW = new Date('2026-03-18T15:30:00Z');

export type AccountRow = typeof accounts.$inferSelect;
export type StoredCampaign = typeof campaigns.$inferSelect;

export const displayOf = (campaign: StoredCampaign, now = NOW) =>
  campaign.startDate > now ? 'awaiting' : campaign.endDate < now ? 'finished' : 'in progress';

export const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

/**
 * The app on the seeded demo data, with the stored accounts, links and campaigns read back and a demo person
 * of each role. It registers the file's `beforeAll` and `afterAll`; its fields are filled once they ran.
 */
export function campaignListOnDemo() {
  const app = demoAppAt(NOW);
  const list = {
    get testApp() {
      return app.testApp;
    },
    demo: app.demo,
    people: [] as AccountRow[],
    links: [] as { accountId: number; advertiserId: number }[],
    stored: [] as StoredCampaign[],

    /** The accounts `accountId` sees, by the rules of docs/decisions/008. */
    scopeOf: (accountId: number) => accountsInScope(list.people, list.links, accountId),

    visibleTo(who: Person) {
      const scope = list.scopeOf(who.id);
      return list.stored.filter((campaign) => scope.has(campaign.advertiserId));
    },

    async page(who: Person, filter: CampaignListFilter) {
      const response = await request(list.testApp, who, listCampaigns, {
        query: { filter: JSON.stringify(filter) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },

    /** Every row of a filter, page after page of 200. */
    async everything(who: Person, filter: CampaignListFilter): Promise<CampaignRow[]> {
      const rows: CampaignRow[] = [];
      for (let number = 1; ; number += 1) {
        const answer = await list.page(who, { ...filter, page: number, limit: 200 });
        rows.push(...answer.items);
        if (rows.length >= answer.total || answer.items.length === 0) {
          expect(rows).toHaveLength(answer.total);
          return rows;
        }
      }
    },
  };

  beforeAll(async () => {
    const { db } = list.testApp.database;
    list.people = await db.select().from(accounts);
    list.links = await db
      .select({
        accountId: accountAdvertiserLinks.accountId,
        advertiserId: accountAdvertiserLinks.advertiserId,
      })
      .from(accountAdvertiserLinks);
    list.stored = await db.select().from(campaigns);
  });

  return list;
}
