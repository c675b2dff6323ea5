import { appsReport, countryReport, quartiles, scopes } from '@adcontrol/domain/statistics/contracts';
import { describe, expect, it } from 'vitest';
import { call } from '../helpers/callers';
import { request } from '../helpers/request';
import { statisticsFacts } from './statistics-facts';

const facts = statisticsFacts();
const { people, one, two } = facts;

describe('GET /campaigns/country/report/:id and /campaigns/apps/report/:id', () => {
  it('sums regions and apps over the range, most impressions first', async () => {
    const regions = await request(facts.testApp, people.admin, countryReport, { params: { id: one.id } });
    expect(regions.json()).toEqual([
      { country: 'CL', region: 'Santiago', impressions: 3900, clicks: 17, ctr: 0.44 },
      { country: 'CL', region: 'Valparaíso', impressions: 600, clicks: 5, ctr: 0.83 },
    ]);
    const firstDay = await request(facts.testApp, people.admin, countryReport, {
      params: { id: one.id },
      query: { start: '2026-03-01', end: '2026-03-01' },
    });
    expect(firstDay.json()).toEqual([
      { country: 'CL', region: 'Santiago', impressions: 900, clicks: 10, ctr: 1.11 },
      { country: 'CL', region: 'Valparaíso', impressions: 600, clicks: 5, ctr: 0.83 },
    ]);
    const apps = await request(facts.testApp, people.analyst, appsReport, { params: { id: one.id } });
    expect(apps.json()).toEqual([
      { app: 'com.beta', name: 'Beta 2', impressions: 3500, clicks: 12, ctr: 0.34 },
      { app: 'com.alpha', name: 'Alpha', impressions: 1000, clicks: 10, ctr: 1 },
    ]);
  });

  it('answers 404 out of scope and 400 for a bad range', async () => {
    expect(
      (await request(facts.testApp, people.stranger, appsReport, { params: { id: one.id } })).statusCode,
    ).toBe(404);
    expect(
      (await request(facts.testApp, people.admin, countryReport, { params: { id: 99999 } })).statusCode,
    ).toBe(404);
    const reversed = await request(facts.testApp, people.admin, countryReport, {
      params: { id: one.id },
      query: { start: '2026-03-05', end: '2026-03-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ field: 'start' });
    const half = await request(facts.testApp, people.admin, appsReport, {
      params: { id: one.id },
      query: { start: '2026-03-05' },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toMatchObject({ field: 'start' });
    expect(
      (await call(facts.testApp, people.admin, 'GET', '/campaigns/apps/report/abc')).json(),
    ).toMatchObject({
      field: 'id',
    });
  });
});

describe('POST /campaigns/cuartiles and POST /campaigns/scopes', () => {
  it('sums video quartiles per creative with the completion rate', async () => {
    const response = await request(facts.testApp, people.admin, quartiles, {
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
    const onlyBanner = await request(facts.testApp, people.admin, quartiles, {
      body: { idsCampaign: [one.id], banners: [one.banner] },
    });
    expect(onlyBanner.json()).toEqual([]);
    const lastDay = await request(facts.testApp, people.admin, quartiles, {
      body: { idsCampaign: [one.id], date: { start: '2026-03-03', end: '2026-03-03' } },
    });
    expect(lastDay.json()).toMatchObject([{ start: 100, complete: 20, completionRate: 20 }]);
  });

  it('answers reach as reported through a day, never summed, with impressions per device', async () => {
    const latest = await request(facts.testApp, people.admin, scopes, {
      body: { idsCampaign: [one.id, two.id] },
    });
    expect(latest.json()).toEqual([
      // 4500 impressions / 2800 devices
      { campaignId: one.id, reach: 2800, asOf: '2026-03-03', frequency: 1.61 },
      { campaignId: two.id, reach: 0, asOf: null, frequency: 0 },
    ]);
    const earlier = await request(facts.testApp, people.admin, scopes, {
      body: { idsCampaign: [one.id], asOf: '2026-03-02' },
    });
    expect(earlier.json()).toEqual([
      { campaignId: one.id, reach: 1200, asOf: '2026-03-01', frequency: 1.25 },
    ]);
    expect(
      (await request(facts.testApp, people.advertiser, scopes, { body: { idsCampaign: [two.id] } }))
        .statusCode,
    ).toBe(404);
    const bad = await call(facts.testApp, people.admin, 'POST', '/campaigns/scopes', { idsCampaign: ['x'] });
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'idsCampaign.0' });
  });
});
