import {
  appsReport,
  campaignReports,
  campaignStatistics,
  countryReport,
  quartiles,
  scopes,
  statistics,
} from '@adcontrol/domain/statistics/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';
import { call, type Person } from '../helpers/callers';
import { createAccount } from '../helpers/fixtures';
import { request } from '../helpers/request';
import {
  createCampaignWithCreatives,
  insertApps,
  insertQuartiles,
  insertReach,
  insertRegions,
  insertStatistics,
} from '../helpers/statistics-fixtures';

/**
 * The statistics calls on hand-made facts (docs/decisions/025): campaign 1 belongs to an advertiser below the
 * seller, campaign 2 to an advertiser of nobody's branch. Expected figures are worked out by hand below.
 */
let testApp: TestApp;
const people = {} as Record<'admin' | 'seller' | 'advertiser' | 'stranger' | 'analyst', Person>;
let one: Awaited<ReturnType<typeof createCampaignWithCreatives>>;
let two: Awaited<ReturnType<typeof createCampaignWithCreatives>>;

beforeAll(async () => {
  testApp = await buildTestApp();
  const { db } = testApp.database;
  const person = async (role: Person['role'], parentId?: number) => ({
    id: (await createAccount(db, { role, parentId: parentId ?? null })).id,
    role,
  });
  people.admin = await person('admin');
  people.seller = await person('seller');
  people.advertiser = await person('advertiser', people.seller.id);
  people.stranger = await person('advertiser');
  people.analyst = await person('analyst');
  one = await createCampaignWithCreatives(db, people.advertiser.id, 'Summer Sale 2026');
  two = await createCampaignWithCreatives(db, people.stranger.id);

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
    { campaignId: one.id, date: '2026-03-01', app: 'com.beta', appName: 'Beta', impressions: 500, clicks: 5 },
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
afterAll(() => testApp.close());

const MARCH = { start: '2026-03-01', end: '2026-03-03' };

describe('POST /campaigns/statistics', () => {
  it('answers every day of the range, zeros included, with totals, the gender split and CTR by age', async () => {
    const response = await request(testApp, people.seller, campaignStatistics, {
      body: { campaigns: [one.id], date: MARCH },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const blank = { campaignId: null, bannerId: null, source: null };
    expect(body.points).toEqual([
      { date: '2026-03-01', impressions: 1500, clicks: 15, ctr: 1, ...blank },
      { date: '2026-03-02', impressions: 0, clicks: 0, ctr: 0, ...blank },
      // 7 / 3000 = 0.2333 %
      { date: '2026-03-03', impressions: 3000, clicks: 7, ctr: 0.23, ...blank },
    ]);
    // 22 / 4500 = 0.4889 %
    expect(body.totals).toEqual({ impressions: 4500, clicks: 22, ctr: 0.49 });
    expect(body.gender).toEqual({
      impressionsMale: 600,
      impressionsFemale: 700,
      clicksMale: 7,
      clicksFemale: 5,
      ctrMale: 1.17,
      ctrFemale: 0.71,
    });
    expect(body.ageGender.map((row) => row.ageRange)).toEqual([
      '-18',
      '18-24',
      '25-34',
      '35-44',
      '45-54',
      '55-65',
      '+66',
    ]);
    expect(body.ageGender[1]).toEqual({ ageRange: '18-24', impressions: 300, clicks: 5, ctr: 1.67 });
    expect(body.ageGender[2]).toEqual({ ageRange: '25-34', impressions: 500, clicks: 4, ctr: 0.8 });
    expect(body.ageGender[0]).toEqual({ ageRange: '-18', impressions: 0, clicks: 0, ctr: 0 });
  });

  it('groups by creative, source or campaign, one point per day and key', async () => {
    const byCreative = await request(testApp, people.admin, campaignStatistics, {
      body: {
        campaigns: [one.id],
        date: MARCH,
        groupBy: 'creative',
      },
    });
    expect(byCreative.json().points).toEqual([
      {
        date: '2026-03-01',
        bannerId: one.banner,
        campaignId: null,
        source: null,
        impressions: 1000,
        clicks: 13,
        ctr: 1.3,
      },
      {
        date: '2026-03-01',
        bannerId: one.video,
        campaignId: null,
        source: null,
        impressions: 500,
        clicks: 2,
        ctr: 0.4,
      },
      {
        date: '2026-03-03',
        bannerId: one.banner,
        campaignId: null,
        source: null,
        impressions: 3000,
        clicks: 7,
        ctr: 0.23,
      },
    ]);
    const bySource = await request(testApp, people.admin, campaignStatistics, {
      body: {
        campaigns: [one.id],
        date: MARCH,
        groupBy: 'source',
      },
    });
    expect(bySource.json().points.map((p) => [p.date, p.source, p.impressions])).toEqual([
      ['2026-03-01', 'newton', 1000],
      ['2026-03-01', 'sinew', 500],
      ['2026-03-03', 'newton', 3000],
    ]);
    const byCampaign = await request(testApp, people.admin, campaignStatistics, {
      body: {
        campaigns: [one.id, two.id],
        date: MARCH,
        groupBy: 'campaign',
      },
    });
    const points = byCampaign.json().points;
    expect(points.map((p) => [p.date, p.campaignId, p.impressions, p.ctr])).toEqual([
      ['2026-03-01', one.id, 1500, 1],
      ['2026-03-01', two.id, 999, 0.9],
      // 1 / 800 = 0.125 %: half rounds away from zero
      ['2026-03-02', two.id, 800, 0.13],
      ['2026-03-03', one.id, 3000, 0.23],
    ]);
  });

  it('keeps to the sources and creatives asked for', async () => {
    const sinew = await request(testApp, people.admin, campaignStatistics, {
      body: {
        campaigns: [one.id],
        date: MARCH,
        sources: ['sinew'],
      },
    });
    expect(sinew.json().totals).toEqual({
      impressions: 500,
      clicks: 2,
      ctr: 0.4,
    });
    const banner = await request(testApp, people.admin, campaignStatistics, {
      body: {
        campaigns: [one.id],
        date: MARCH,
        banners: [one.banner],
      },
    });
    expect(banner.json().totals).toEqual({
      impressions: 4000,
      clicks: 20,
      ctr: 0.5,
    });
  });

  it("answers 404 for another account's campaign, even beside one's own, and lets analysts read", async () => {
    const body = { campaigns: [one.id], date: MARCH };
    expect((await request(testApp, people.stranger, campaignStatistics, { body: body })).statusCode).toBe(
      404,
    );
    const mixed = await request(testApp, people.advertiser, campaignStatistics, {
      body: {
        ...body,
        campaigns: [one.id, two.id],
      },
    });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await request(testApp, people.advertiser, campaignStatistics, { body: body })).statusCode).toBe(
      200,
    );
    const analyst = await request(testApp, people.analyst, campaignStatistics, {
      body: {
        ...body,
        campaigns: [one.id, two.id],
      },
    });
    expect(analyst.statusCode).toBe(200);
    expect(analyst.json().totals.impressions).toBe(4500 + 1799);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (body: object, field: string) => {
      const response = await call(testApp, people.admin, 'POST', '/campaigns/statistics', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', field });
    };
    await bad({ campaigns: [], date: MARCH }, 'campaigns');
    await bad({ campaigns: [one.id], date: { start: '2026-03-04', end: '2026-03-01' } }, 'date.start');
    await bad({ campaigns: [one.id], date: MARCH, groupBy: 'week' }, 'groupBy');
    await bad({ campaigns: [one.id], date: { start: '2024-01-01', end: '2026-03-01' } }, 'date.end');
    await bad({ campaigns: [one.id], date: MARCH, sources: ['other'] }, 'sources.0');
  });
});

describe('POST /statistics and POST /campaigns/reports', () => {
  it('answers each campaign over its own range, every day included', async () => {
    const response = await request(testApp, people.admin, statistics, {
      body: [
        { campaignId: one.id, date: { start: '2026-03-01', end: '2026-03-02' } },
        { campaignId: two.id, date: { start: '2026-03-02', end: '2026-03-02' } },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        campaignId: one.id,
        rows: [
          { date: '2026-03-01', impressions: 1500, clicks: 15, ctr: 1 },
          { date: '2026-03-02', impressions: 0, clicks: 0, ctr: 0 },
        ],
      },
      { campaignId: two.id, rows: [{ date: '2026-03-02', impressions: 800, clicks: 1, ctr: 0.13 }] },
    ]);
    const foreign = await request(testApp, people.advertiser, statistics, {
      body: [{ campaignId: two.id, date: MARCH }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reports the days each campaign delivered, optionally within a range', async () => {
    const all = await request(testApp, people.seller, campaignReports, { body: { campaigns: [one.id] } });
    expect(all.json()).toEqual({
      rows: [
        { campaignId: one.id, date: '2026-03-01', impressions: 1500, clicks: 15, ctr: 1 },
        { campaignId: one.id, date: '2026-03-03', impressions: 3000, clicks: 7, ctr: 0.23 },
      ],
    });
    const first = await request(testApp, people.seller, campaignReports, {
      body: {
        campaigns: [one.id],
        date: { start: '2026-03-02', end: '2026-03-03' },
      },
    });
    expect(first.json().rows).toHaveLength(1);
    expect(
      (await request(testApp, people.seller, campaignReports, { body: { campaigns: [two.id] } })).statusCode,
    ).toBe(404);
  });
});

describe('GET /campaigns/country/report/:id and /campaigns/apps/report/:id', () => {
  it('sums regions and apps over the range, most impressions first', async () => {
    const regions = await request(testApp, people.admin, countryReport, { params: { id: one.id } });
    expect(regions.json()).toEqual([
      { country: 'CL', region: 'Santiago', impressions: 3900, clicks: 17, ctr: 0.44 },
      { country: 'CL', region: 'Valparaíso', impressions: 600, clicks: 5, ctr: 0.83 },
    ]);
    const firstDay = await request(testApp, people.admin, countryReport, {
      params: { id: one.id },
      query: { start: '2026-03-01', end: '2026-03-01' },
    });
    expect(firstDay.json()).toEqual([
      { country: 'CL', region: 'Santiago', impressions: 900, clicks: 10, ctr: 1.11 },
      { country: 'CL', region: 'Valparaíso', impressions: 600, clicks: 5, ctr: 0.83 },
    ]);
    const apps = await request(testApp, people.analyst, appsReport, { params: { id: one.id } });
    expect(apps.json()).toEqual([
      { app: 'com.beta', name: 'Beta 2', impressions: 3500, clicks: 12, ctr: 0.34 },
      { app: 'com.alpha', name: 'Alpha', impressions: 1000, clicks: 10, ctr: 1 },
    ]);
  });

  it('answers 404 out of scope and 400 for a bad range', async () => {
    expect((await request(testApp, people.stranger, appsReport, { params: { id: one.id } })).statusCode).toBe(
      404,
    );
    expect((await request(testApp, people.admin, countryReport, { params: { id: 99999 } })).statusCode).toBe(
      404,
    );
    const reversed = await request(testApp, people.admin, countryReport, {
      params: { id: one.id },
      query: { start: '2026-03-05', end: '2026-03-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'start' });
    const half = await request(testApp, people.admin, appsReport, {
      params: { id: one.id },
      query: { start: '2026-03-05' },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ field: 'start' });
    expect((await call(testApp, people.admin, 'GET', '/campaigns/apps/report/abc')).json()).toMatchObject({
      field: 'id',
    });
  });
});

describe('POST /campaigns/cuartiles and POST /campaigns/scopes', () => {
  it('sums video quartiles per creative with the completion rate', async () => {
    const response = await request(testApp, people.admin, quartiles, {
      body: { idsCampaign: [one.id], banners: [] },
    });
    expect(response.json()).toEqual([
      {
        campaignId: one.id,
        bannerId: one.video,
        start: 500,
        firstQuartile: 380,
        midpoint: 260,
        thirdQuartile: 190,
        complete: 120,
        completionRate: 24,
      },
    ]);
    const onlyBanner = await request(testApp, people.admin, quartiles, {
      body: {
        idsCampaign: [one.id],
        banners: [one.banner],
      },
    });
    expect(onlyBanner.json()).toEqual([]);
    const lastDay = await request(testApp, people.admin, quartiles, {
      body: {
        idsCampaign: [one.id],
        date: { start: '2026-03-03', end: '2026-03-03' },
      },
    });
    expect(lastDay.json()).toMatchObject([{ start: 100, complete: 20, completionRate: 20 }]);
  });

  it('answers reach as reported through a day, never summed, with impressions per device', async () => {
    const latest = await request(testApp, people.admin, scopes, { body: { idsCampaign: [one.id, two.id] } });
    expect(latest.json()).toEqual([
      // 4500 impressions / 2800 devices
      { campaignId: one.id, reach: 2800, asOf: '2026-03-03', frequency: 1.61 },
      { campaignId: two.id, reach: 0, asOf: null, frequency: 0 },
    ]);
    const earlier = await request(testApp, people.admin, scopes, {
      body: {
        idsCampaign: [one.id],
        asOf: '2026-03-02',
      },
    });
    expect(earlier.json()).toEqual([
      { campaignId: one.id, reach: 1200, asOf: '2026-03-01', frequency: 1.25 },
    ]);
    expect(
      (await request(testApp, people.advertiser, scopes, { body: { idsCampaign: [two.id] } })).statusCode,
    ).toBe(404);
    const bad = await call(testApp, people.admin, 'POST', '/campaigns/scopes', { idsCampaign: ['x'] });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'idsCampaign.0' });
  });
});
