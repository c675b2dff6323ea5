import { describe, expect, it } from 'vitest';
import { daysLeft, neededCapping } from './needed-capping';

const campaign = {
  purchaseModel: 'CPM' as const,
  target: { impressions: 100_000, clicks: 2_000 },
  startDate: '2026-03-01T03:00:00.000Z',
  endDate: '2026-03-11T02:59:59.999Z',
};
const nothing = { impressions: 0, clicks: 0 };

describe('daysLeft', () => {
  it('counts the network days of the flight still ahead, today included', () => {
    expect(daysLeft(campaign.startDate, campaign.endDate, '2026-02-20T12:00:00Z')).toBe(10);
    expect(daysLeft(campaign.startDate, campaign.endDate, '2026-03-05T12:00:00Z')).toBe(6);
    expect(daysLeft(campaign.startDate, campaign.endDate, '2026-03-10T23:00:00-03:00')).toBe(1);
    expect(daysLeft(campaign.startDate, campaign.endDate, '2026-03-11T03:00:00Z')).toBe(0);
  });
});

describe('neededCapping', () => {
  it('spreads what is left of an impression target over the days left, rounded up', () => {
    const needed = neededCapping(campaign, { impressions: 40_001, clicks: 900 }, '2026-03-05T12:00:00Z');
    expect(needed).toEqual({ metric: 'impressions', value: 10_000 });
  });

  it('counts clicks for a click campaign', () => {
    const cpc = { ...campaign, purchaseModel: 'CPC' as const };
    expect(neededCapping(cpc, { impressions: 99_999, clicks: 1_000 }, '2026-03-06T12:00:00Z')).toEqual({
      metric: 'clicks',
      value: 200,
    });
  });

  it('needs nothing once the target is reached or the flight is over', () => {
    expect(neededCapping(campaign, { impressions: 100_500, clicks: 0 }, '2026-03-05T12:00:00Z').value).toBe(
      0,
    );
    expect(neededCapping(campaign, nothing, '2026-03-12T12:00:00Z').value).toBe(0);
  });
});
