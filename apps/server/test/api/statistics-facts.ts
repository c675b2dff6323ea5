import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import type { Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import {
  createCampaignWithCreatives,
  insertApps,
  insertQuartiles,
  insertReach,
  insertRegions,
  insertStatistics,
} from '../helpers/statistics-fixtures';

type StatisticsCampaign = Awaited<ReturnType<typeof createCampaignWithCreatives>>;

export const MARCH = { start: '2026-03-01', end: '2026-03-03' };

/**
 * The statistics calls on hand-made facts (docs/decisions/025): campaign 1 belongs to an advertiser below the
 * seller, campaign 2 to an advertiser of nobody's branch. Expected figures are worked out by hand in the tests.
 * It registers the file's `beforeAll` and `afterAll`; the people and campaigns are filled in place once they ran.
 */
export function statisticsFacts() {
  const facts = {
    testApp: undefined as unknown as TestApp,
    people: {} as Record<'admin' | 'seller' | 'advertiser' | 'stranger' | 'analyst', Person>,
    one: {} as StatisticsCampaign,
    two: {} as StatisticsCampaign,
  };
  const { people, one, two } = facts;

  beforeAll(async () => {
    facts.testApp = await buildTestApp();
    const { db } = facts.testApp.database;
    const person = async (role: Person['role'], parentId?: number) => ({
      id: (await createAccount(db, { role, parentId: parentId ?? null })).id,
      role,
    });
    people.admin = await person('admin');
    people.seller = await person('seller');
    people.advertiser = await person('advertiser', people.seller.id);
    people.stranger = await person('advertiser');
    people.analyst = await person('analyst');
    Object.assign(one, await createCampaignWithCreatives(db, people.advertiser.id, 'Summer Sale 2026'));
    Object.assign(two, await createCampaignWithCreatives(db, people.stranger.id));

    const zeroes = { impressionsMale: 0, impressionsFemale: 0, clicksMale: 0, clicksFemale: 0 };
    await insertStatistics(db, [
      {
        date: '2026-03-01',
        campaignId: one.id,
        creativeId: one.banner,
        source: 'newton',
        impressions: 1000,
        clicks: 13,
        impressionsMale: 400,
        clicksMale: 6,
        impressionsFemale: 450,
        clicksFemale: 4,
        impressionsAge18To24: 300,
        clicksAge18To24: 5,
        impressionsAge25To34: 500,
        clicksAge25To34: 4,
      },
      {
        date: '2026-03-01',
        campaignId: one.id,
        creativeId: one.video,
        source: 'sinew',
        impressions: 500,
        clicks: 2,
        impressionsMale: 200,
        clicksMale: 1,
        impressionsFemale: 250,
        clicksFemale: 1,
      },
      {
        date: '2026-03-03',
        campaignId: one.id,
        creativeId: one.banner,
        source: 'newton',
        impressions: 3000,
        clicks: 7,
        ...zeroes,
      },
      {
        date: '2026-03-01',
        campaignId: two.id,
        creativeId: two.banner,
        source: 'newton',
        impressions: 999,
        clicks: 9,
        ...zeroes,
      },
      {
        date: '2026-03-02',
        campaignId: two.id,
        creativeId: two.banner,
        source: 'newton',
        impressions: 800,
        clicks: 1,
        ...zeroes,
      },
    ]);
    await insertRegions(db, [
      {
        campaignId: one.id,
        date: '2026-03-01',
        country: 'CL',
        region: 'Santiago',
        impressions: 900,
        clicks: 10,
      },
      {
        campaignId: one.id,
        date: '2026-03-01',
        country: 'CL',
        region: 'Valparaíso',
        impressions: 600,
        clicks: 5,
      },
      {
        campaignId: one.id,
        date: '2026-03-03',
        country: 'CL',
        region: 'Santiago',
        impressions: 3000,
        clicks: 7,
      },
    ]);
    await insertApps(db, [
      {
        campaignId: one.id,
        date: '2026-03-01',
        app: 'com.alpha',
        appName: 'Alpha',
        impressions: 1000,
        clicks: 10,
      },
      {
        campaignId: one.id,
        date: '2026-03-01',
        app: 'com.beta',
        appName: 'Beta',
        impressions: 500,
        clicks: 5,
      },
      {
        campaignId: one.id,
        date: '2026-03-03',
        app: 'com.beta',
        appName: 'Beta 2',
        impressions: 3000,
        clicks: 7,
      },
    ]);
    await insertQuartiles(db, [
      {
        campaignId: one.id,
        creativeId: one.video,
        date: '2026-03-01',
        starts: 400,
        firstQuartile: 300,
        midpoint: 200,
        thirdQuartile: 150,
        completes: 100,
      },
      {
        campaignId: one.id,
        creativeId: one.video,
        date: '2026-03-03',
        starts: 100,
        firstQuartile: 80,
        midpoint: 60,
        thirdQuartile: 40,
        completes: 20,
      },
    ]);
    await insertReach(db, [
      { campaignId: one.id, date: '2026-03-01', devices: 1200, cumulativeDevices: 1200 },
      { campaignId: one.id, date: '2026-03-03', devices: 2000, cumulativeDevices: 2800 },
    ]);
  });
  afterAll(() => facts.testApp.close());

  return facts;
}
