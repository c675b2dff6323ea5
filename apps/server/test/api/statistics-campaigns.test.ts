import { campaignStatistics } from '@adcontrol/domain/statistics/contracts';
import { describe, expect, it } from 'vitest';
import { call, type Person } from '../helpers/callers';
import { request } from '../helpers/request';
import { MARCH, statisticsFacts } from './statistics-facts';

const facts = statisticsFacts();
const { people, one, two } = facts;

describe('POST /campaigns/statistics', () => {
  it('answers every day of the range, zeros included, with totals, the gender split and CTR by age', async () => {
    const response = await request(facts.testApp, people.seller, campaignStatistics, {
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
    const byCreative = await request(facts.testApp, people.admin, campaignStatistics, {
      body: { campaigns: [one.id], date: MARCH, groupBy: 'creative' },
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
    const bySource = await request(facts.testApp, people.admin, campaignStatistics, {
      body: { campaigns: [one.id], date: MARCH, groupBy: 'source' },
    });
    expect(bySource.json().points.map((p) => [p.date, p.source, p.impressions])).toEqual([
      ['2026-03-01', 'newton', 1000],
      ['2026-03-01', 'sinew', 500],
      ['2026-03-03', 'newton', 3000],
    ]);
    const byCampaign = await request(facts.testApp, people.admin, campaignStatistics, {
      body: { campaigns: [one.id, two.id], date: MARCH, groupBy: 'campaign' },
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
    const sinew = await request(facts.testApp, people.admin, campaignStatistics, {
      body: { campaigns: [one.id], date: MARCH, sources: ['sinew'] },
    });
    expect(sinew.json().totals).toEqual({
      impressions: 500,
      clicks: 2,
      ctr: 0.4,
    });
    const banner = await request(facts.testApp, people.admin, campaignStatistics, {
      body: { campaigns: [one.id], date: MARCH, banners: [one.banner] },
    });
    expect(banner.json().totals).toEqual({
      impressions: 4000,
      clicks: 20,
      ctr: 0.5,
    });
  });

  it("answers 404 for another account's campaign, even beside one's own, and lets analysts read", async () => {
    const read = (who: Person, campaigns = [one.id]) =>
      request(facts.testApp, who, campaignStatistics, { body: { campaigns, date: MARCH } });
    expect((await read(people.stranger)).statusCode).toBe(404);
    const mixed = await read(people.advertiser, [one.id, two.id]);
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await read(people.advertiser)).statusCode).toBe(200);
    const analyst = await read(people.analyst, [one.id, two.id]);
    expect(analyst.statusCode).toBe(200);
    expect(analyst.json().totals.impressions).toBe(4500 + 1799);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (body: object, field: string) => {
      const response = await call(facts.testApp, people.admin, 'POST', '/campaigns/statistics', body);
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
