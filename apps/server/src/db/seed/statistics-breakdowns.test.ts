import { describe, expect, it } from 'vitest';
import { createSeedContext } from './context';
import { DEMO_ACCOUNTS } from './demo';
import { buildDemoData } from './demo-data';

/** The demo's breakdowns agree with its daily totals (docs/decisions/025), checked on the rows in memory. */
const data = buildDemoData(createSeedContext(new Date('2026-03-18T15:30:00Z'), 'hash'), DEMO_ACCOUNTS);
const { regions, apps, quartiles, reach } = data.statisticsBreakdowns;

type Sums = Map<string, { impressions: number; clicks: number }>;
function sumBy(
  rows: readonly { campaignId: number; date: string; impressions?: number; clicks?: number }[],
): Sums {
  const sums: Sums = new Map();
  for (const row of rows) {
    const key = `${row.campaignId}|${row.date}`;
    const sum = sums.get(key) ?? { impressions: 0, clicks: 0 };
    sum.impressions += row.impressions ?? 0;
    sum.clicks += row.clicks ?? 0;
    sums.set(key, sum);
  }
  return sums;
}
const totals = sumBy(data.statistics);
const delivered = new Map([...totals].filter(([, sum]) => sum.impressions > 0));

describe('demo statistics breakdowns', () => {
  it("sum, region by region and app by app, to each campaign-day's impressions and clicks", () => {
    expect(delivered.size).toBeGreaterThan(1_000);
    expect(sumBy(regions)).toEqual(delivered);
    expect(sumBy(apps)).toEqual(delivered);
    for (const row of [...regions, ...apps])
      expect(row.clicks ?? 0).toBeLessThanOrEqual(row.impressions ?? 0);
  });

  it('have quartiles only for video creatives, never increasing from start to complete', () => {
    const videos = new Set(data.creatives.filter((row) => row.format === 'video').map((row) => row.id));
    expect(quartiles.length).toBeGreaterThan(100);
    for (const row of quartiles) {
      expect(videos.has(row.creativeId)).toBe(true);
      const steps = [row.starts, row.firstQuartile, row.midpoint, row.thirdQuartile, row.completes];
      expect([...steps].sort((a, b) => b - a)).toEqual(steps);
      expect(row.completes).toBeGreaterThan(0);
    }
  });

  it('count reach as unique devices so far: never falling, never below the day, below the impressions', () => {
    const byCampaign = new Map<number, typeof reach>();
    for (const row of reach) byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row]);
    for (const [campaignId, rows] of byCampaign) {
      let previous = 0;
      let impressions = 0;
      for (const row of rows) {
        impressions += totals.get(`${campaignId}|${row.date}`)?.impressions ?? 0;
        expect(row.cumulativeDevices).toBeGreaterThanOrEqual(Math.max(previous, row.devices ?? 0));
        expect(row.cumulativeDevices).toBeLessThanOrEqual(impressions);
        previous = row.cumulativeDevices ?? 0;
      }
    }
    expect(reach).toHaveLength(delivered.size);
  });
});
