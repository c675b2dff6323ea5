import { updateAccount } from '@adcontrol/domain/accounts/contracts';
import type { Campaign, CampaignListFilter, CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { createCampaign, listCampaigns, updateCampaignStatus } from '@adcontrol/domain/campaigns/contracts';
import { neededCapping } from '@adcontrol/domain/rules/needed-capping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { campaigns, creatives } from '../../src/db/schema';
import { recordStatistics } from '../../src/modules/campaigns/delivery-totals-repository';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { validGeneral } from '../helpers/campaign-save-cases';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import { createCampaignWithCreatives } from '../helpers/statistics-fixtures';

/**
 * What the Control list sorts by is stored (docs/decisions/068): names and the needed capping in the delivery
 * rollup, days and the current capping in generated columns. Each must follow its source, whatever writes it, and
 * the list answers from the database alone here (no answer cache), so a stale key would show.
 */
const NOW = new Date('2026-03-18T15:30:00Z');

let testApp: TestApp;
const people = {} as Record<'admin' | 'zetaSeller' | 'alphaSeller' | 'zeta' | 'alpha', Person>;
const ids = { zeta: 0, alpha: 0 };

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  testApp = await buildTestApp({ LIST_CACHE_SECONDS: '0' });
  const { db } = testApp.database;
  const make = async (role: Person['role'], firstName: string, parentId: number | null = null) => {
    const row = await createAccount(db, { role, firstName, parentId, country: 'CL' });
    return { id: row.id, role };
  };
  people.admin = await make('admin', 'Admin');
  people.zetaSeller = await make('seller', 'Zoe');
  people.alphaSeller = await make('seller', 'Abel');
  people.zeta = await make('advertiser', 'Zeta Foods', people.zetaSeller.id);
  people.alpha = await make('advertiser', 'alpha drinks', people.alphaSeller.id);
  ids.zeta = (await createCampaignWithCreatives(db, people.zeta.id, 'Sort keys zeta')).id;
  ids.alpha = (await createCampaignWithCreatives(db, people.alpha.id, 'Sort keys alpha')).id;
  await db.update(campaigns).set({ sellerId: people.zetaSeller.id }).where(eq(campaigns.id, ids.zeta));
  await db.update(campaigns).set({ sellerId: people.alphaSeller.id }).where(eq(campaigns.id, ids.alpha));
});
afterAll(async () => {
  await testApp?.close();
  vi.useRealTimers();
});

async function page(filter: CampaignListFilter, who: Person = people.admin) {
  const response = await request(testApp, who, listCampaigns, {
    query: { filter: JSON.stringify({ status: 'all', limit: 200, ...filter }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: CampaignRow[]; total: number };
}
const order = async (filter: CampaignListFilter) => (await page(filter)).items.map((row) => row.id);
const rowOf = async (id: number) => (await page({})).items.find((row) => row.id === id) as CampaignRow;

const rename = async (id: number, body: { company?: string; firstName?: string; lastName?: string }) => {
  const response = await request(testApp, people.admin, updateAccount, { params: { id }, body });
  expect(response.statusCode, response.body).toBe(200);
};

describe('the names the list sorts by', () => {
  it('follow an advertiser renamed: the order by advertiser name and the name shown', async () => {
    expect(await order({ sort: 'advertiserName' })).toEqual([ids.alpha, ids.zeta]);
    await rename(people.zeta.id, { company: 'Aardvark Foods' });
    expect(await order({ sort: 'advertiserName' })).toEqual([ids.zeta, ids.alpha]);
    expect(await order({ sort: 'advertiserName', order: 'desc' })).toEqual([ids.alpha, ids.zeta]);
    expect((await rowOf(ids.zeta)).advertiserName).toBe('Aardvark Foods');
  });

  it("follow a seller renamed, its label's every part", async () => {
    expect(await order({ sort: 'sellerName' })).toEqual([ids.alpha, ids.zeta]);
    await rename(people.zetaSeller.id, { company: 'Aardvark Media', lastName: 'Zed' });
    expect((await rowOf(ids.zeta)).sellerName).toBe('Aardvark Media (Zoe Zed)');
    expect(await order({ sort: 'sellerName' })).toEqual([ids.zeta, ids.alpha]);
    await rename(people.zetaSeller.id, { company: '' });
    expect((await rowOf(ids.zeta)).sellerName).toBe('Zoe Zed');
    expect(await order({ sort: 'sellerName' })).toEqual([ids.alpha, ids.zeta]);
  });

  it('follow a campaign given to another advertiser and another seller, or to none', async () => {
    const { db } = testApp.database;
    await db
      .update(campaigns)
      .set({ advertiserId: people.alpha.id, sellerId: people.alphaSeller.id })
      .where(eq(campaigns.id, ids.zeta));
    expect(await rowOf(ids.zeta)).toMatchObject({ advertiserName: 'alpha drinks', sellerName: 'Abel' });
    await db.update(campaigns).set({ sellerId: null }).where(eq(campaigns.id, ids.zeta));
    expect((await rowOf(ids.zeta)).sellerName).toBeNull();
    // No seller sorts last both ways.
    expect(await order({ sort: 'sellerName' })).toEqual([ids.alpha, ids.zeta]);
    expect(await order({ sort: 'sellerName', order: 'desc' })).toEqual([ids.alpha, ids.zeta]);
    await db
      .update(campaigns)
      .set({ advertiserId: people.zeta.id, sellerId: people.zetaSeller.id })
      .where(eq(campaigns.id, ids.zeta));
  });
});

/** The needed capping the rule gives for a row as listed (its own target and delivery) at the clock's now. */
const ruleNeeded = (row: CampaignRow) =>
  neededCapping(
    { purchaseModel: row.purchaseModel, target: row.target, startDate: row.startDate, endDate: row.endDate },
    { impressions: row.impressions, clicks: row.clicks },
    new Date(),
  ).value;

describe('the needed capping the list sorts by', () => {
  it('follows a budget change saved through the API', async () => {
    const saved = await request(testApp, people.admin, createCampaign, {
      body: {
        timezone: 'America/Santiago',
        general: validGeneral('Sort keys saved', people.alpha.id),
        pushs: [{ title: 'Hola', link: 'https://shop.example' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const campaign = saved.json() as Campaign;
    const before = await rowOf(campaign.id);
    expect(before.neededCapping).toBeGreaterThan(0);
    expect(before.neededCapping).toBe(ruleNeeded(before));
    const edited = await request(testApp, people.admin, createCampaign, {
      body: {
        timezone: 'America/Santiago',
        general: {
          ...validGeneral(campaign.name, people.alpha.id),
          action: 'edit',
          id: campaign.id,
          campaign_total_budget: 3_000_000,
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(201);
    const after = await rowOf(campaign.id);
    expect(after.target.impressions).toBe(3 * before.target.impressions);
    expect(after.neededCapping).toBe(ruleNeeded(after));
    expect(after.neededCapping).toBeGreaterThan(before.neededCapping);
    expect((await order({ sort: 'neededCapping', order: 'desc' }))[0]).toBe(campaign.id);
  });

  it('follows a target and dates written directly, and delivery recorded', async () => {
    const { db } = testApp.database;
    await db
      .update(campaigns)
      .set({ targetImpressions: 90_000, endDate: new Date('2026-03-21T02:59:59Z') })
      .where(eq(campaigns.id, ids.alpha));
    const targeted = await rowOf(ids.alpha);
    // 18 to 20 March: three network days left for 90,000 impressions.
    expect(targeted).toMatchObject({ remainingDays: 3, neededCapping: 30_000, days: 28 });
    const [creative] = await db.select().from(creatives).where(eq(creatives.campaignId, ids.alpha));
    await recordStatistics(db, [
      {
        date: '2026-03-17',
        campaignId: ids.alpha,
        creativeId: creative?.id as number,
        source: 'newton',
        impressions: 30_000,
        clicks: 40,
      },
    ]);
    const delivered = await rowOf(ids.alpha);
    expect(delivered.neededCapping).toBe(20_000);
    expect(delivered.neededCapping).toBe(ruleNeeded(delivered));
    await db
      .update(campaigns)
      .set({ purchaseModel: 'CPC', targetClicks: 700 })
      .where(eq(campaigns.id, ids.alpha));
    expect(await rowOf(ids.alpha)).toMatchObject({ metric: 'clicks', neededCapping: 220 });
  });

  it('follows the day turning, with every other row', async () => {
    vi.setSystemTime(new Date('2026-03-19T15:30:00Z'));
    try {
      const rows = (await page({})).items;
      expect(rows.find((row) => row.id === ids.alpha)).toMatchObject({
        remainingDays: 2,
        neededCapping: 330,
      });
      for (const row of rows) expect(row.neededCapping, row.name).toBe(ruleNeeded(row));
      const sorted = rows.map((row) => row.neededCapping);
      expect((await page({ sort: 'neededCapping' })).items.map((row) => row.neededCapping)).toEqual(
        [...sorted].sort((a, b) => a - b),
      );
    } finally {
      vi.setSystemTime(NOW);
    }
    expect((await rowOf(ids.alpha)).neededCapping).toBe(220);
  });
});

describe('the current capping and the days the list sorts by', () => {
  it('follow the capping and the dates of the campaign', async () => {
    const { db } = testApp.database;
    await db
      .update(campaigns)
      .set({
        purchaseModel: 'CPM',
        cappingImpressions: 5_000,
        cappingClicks: 9,
        startDate: new Date('2026-03-10T03:00:00Z'),
      })
      .where(eq(campaigns.id, ids.zeta));
    await db.update(campaigns).set({ cappingClicks: 4 }).where(eq(campaigns.id, ids.alpha));
    expect(await rowOf(ids.zeta)).toMatchObject({ currentCapping: 5_000, days: 21 });
    expect(await rowOf(ids.alpha)).toMatchObject({ currentCapping: 4, days: 28 });
    const byCapping = await order({ sort: 'currentCapping' });
    expect(byCapping.indexOf(ids.alpha)).toBeLessThan(byCapping.indexOf(ids.zeta));
    const byDays = await order({ sort: 'days' });
    expect(byDays.indexOf(ids.zeta)).toBeLessThan(byDays.indexOf(ids.alpha));
  });
});

describe('the totals', () => {
  it('follow a status change', async () => {
    const paused = async () => (await page({ status: 'PAUSED' })).total;
    const running = async () => (await page({ status: 'DELIVERING' })).total;
    const [pausedBefore, runningBefore] = [await paused(), await running()];
    const patched = await request(testApp, people.admin, updateCampaignStatus, {
      params: { id: ids.zeta },
      body: { status: 'PAUSED' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await paused()).toBe(pausedBefore + 1);
    expect(await running()).toBe(runningBefore - 1);
    expect((await page({ status: 'PAUSED', limit: 1, page: 50 })).total).toBe(pausedBefore + 1);
  });

  it('follow the dates: a campaign ended leaves the ones in progress', async () => {
    const inProgress = async () => (await page({ status: 'in progress' }, people.alphaSeller)).total;
    const before = await inProgress();
    await testApp.database.db
      .update(campaigns)
      .set({ endDate: new Date('2026-03-18T15:00:00Z') })
      .where(eq(campaigns.id, ids.alpha));
    expect(await inProgress()).toBe(before - 1);
    expect((await page({ status: 'finished' }, people.alphaSeller)).items.map((row) => row.id)).toContain(
      ids.alpha,
    );
  });
});
