import { campaignReports, statistics } from '@adcontrol/domain/statistics/contracts';
import { describe, expect, it } from 'vitest';
import { request } from '../helpers/request';
import { MARCH, statisticsFacts } from './statistics-facts';

const facts = statisticsFacts();
const { people, one, two } = facts;

describe('POST /statistics and POST /campaigns/reports', () => {
  it('answers each campaign over its own range, every day included', async () => {
    const response = await request(facts.testApp, people.admin, statistics, {
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
    const foreign = await request(facts.testApp, people.advertiser, statistics, {
      body: [{ campaignId: two.id, date: MARCH }],
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('reports the days each campaign delivered, optionally within a range', async () => {
    const all = await request(facts.testApp, people.seller, campaignReports, {
      body: { campaigns: [one.id] },
    });
    expect(all.json()).toEqual({
      rows: [
        { campaignId: one.id, date: '2026-03-01', impressions: 1500, clicks: 15, ctr: 1 },
        { campaignId: one.id, date: '2026-03-03', impressions: 3000, clicks: 7, ctr: 0.23 },
      ],
    });
    const first = await request(facts.testApp, people.seller, campaignReports, {
      body: {
        campaigns: [one.id],
        date: { start: '2026-03-02', end: '2026-03-03' },
      },
    });
    expect(first.json().rows).toHaveLength(1);
    expect(
      (await request(facts.testApp, people.seller, campaignReports, { body: { campaigns: [two.id] } }))
        .statusCode,
    ).toBe(404);
  });
});
