import { describe, expect, it } from 'vitest';
import { LAST_30 } from './advertiser-overview-expected';
import { advertiserOverviewOnDemo } from './advertiser-overview-fixtures';

const overview = advertiserOverviewOnDemo();
const { demo } = overview;

describe('GET /advertisers/:id/overview on the demo data', () => {
  it('gives the advertiser its own figures over the last 30 days through today by default', async () => {
    const answer = await overview.of(demo.advertiser, demo.advertiser.id);
    expect(answer).toEqual(overview.expected(demo.advertiser.id, LAST_30.from, LAST_30.to));
    // Something to show on every section, so the equality above is not between empty answers.
    expect(answer.totals.impressions).toBeGreaterThan(0);
    expect(answer.campaigns.length).toBeGreaterThan(1);
    expect(answer.spend.length).toBeGreaterThan(0);
    expect(answer.bestCreatives.length).toBeGreaterThan(0);
    expect(answer.reach).toBeGreaterThan(0);
    expect(answer.daily).toHaveLength(30);
  });

  it('gives the admin any advertiser, over the chosen days', async () => {
    const advertisers = overview.rows.people.filter((row) => row.role === 'advertiser');
    const other = advertisers.find((row) => row.id !== demo.advertiser.id) ?? advertisers[0];
    if (!other) throw new Error('no second advertiser');
    for (const [advertiserId, from, to] of [
      [other.id, '2026-02-01', '2026-02-28'],
      [demo.advertiser.id, '2026-03-10', '2026-03-10'],
    ] as const) {
      const answer = await overview.of(demo.admin, advertiserId, { from, to });
      expect(answer).toEqual(overview.expected(advertiserId, from, to));
    }
  });
});
