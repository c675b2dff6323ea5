import { describe, expect, it } from 'vitest';
import { FLAT_PROFILE } from './daily-curve';
import { type ForecastInput, forecast, type History } from './model';
import type { PeerFacts } from './peers';

/**
 * A peer that ran 10 days at a goal of 1,000 impressions a day, and of clicks at its CTR: fill and CTR as given,
 * so it delivered the same share of either goal.
 */
function peer(id: number, fill: number, ctr: number, changes: Partial<PeerFacts> = {}): PeerFacts {
  const impressions = 10_000 * fill;
  return {
    id,
    country: 'CL',
    format: 'push',
    model: 'CPC',
    impressions,
    clicks: (impressions * ctr) / 100,
    dailyGoal: { impressions: 1000, clicks: (1000 * ctr) / 100 },
    flightDaysRead: 10,
    conversionRate: null,
    reach: { devices: impressions / 4, impressions },
    ...changes,
  };
}

const history = (peers: PeerFacts[]): History => ({
  peers,
  profile: FLAT_PROFILE,
  period: { from: '2026-09-01', to: '2026-11-24' },
});

const input: ForecastInput = {
  country: 'CL',
  format: 'push',
  model: 'CPC',
  currency: 'CLP',
  budget: 100_000,
  unitPrice: 100,
  startDate: '2026-12-01',
  endDate: '2026-12-10',
  audience: null,
};

/** Twenty-one peers: fills 0.8 to 1.0 and CTRs 1 % to 3 %, medians 0.9 and 2 %. */
const many = Array.from({ length: 21 }, (_, index) => peer(index + 1, 0.8 + index * 0.01, 1 + index * 0.1));

describe('forecast', () => {
  it('delivers the clicks a CPC budget buys at the peers’ median fill and CTR', () => {
    const result = forecast(input, history(many));
    expect(result.basis).toMatchObject({
      tier: 'country_format_model',
      peers: 21,
      ctr: 2,
      fill: 90,
      widened: false,
    });
    expect(result.goal).toEqual({ clicks: 1000, impressions: 50_000 });
    expect(result.clicks.expected).toBe(900);
    expect(result.impressions.expected).toBe(45_000);
    expect(result.ctr.expected).toBe(2);
    expect(result.spend.expected).toBe(90_000);
    expect(result.reach?.expected).toBe(11_250);
    // CTR from its 10th to its 90th percentile, 1.2 % to 2.8 %; fill at least a tenth either side, 0.81 to 0.99.
    expect(result.clicks.low).toBe(810);
    expect(result.clicks.high).toBe(990);
    expect(result.impressions.low).toBe(Math.round(810 / 0.028));
    expect(result.impressions.high).toBe(Math.round(990 / 0.012));
  });

  it('prices a CPM budget by the thousand and clicks it at the peers’ CTR', () => {
    const cpm = many.map((each) => ({ ...each, model: 'CPM' as const }));
    const result = forecast({ ...input, model: 'CPM', unitPrice: 2000 }, history(cpm));
    expect(result.goal.impressions).toBe(50_000);
    expect(result.impressions.expected).toBe(45_000);
    expect(result.clicks.expected).toBe(900);
    expect(result.spend.expected).toBe(90_000);
  });

  it('turns CPA actions into clicks at the CPA peers’ conversion rate', () => {
    const cpa = many.map((each) => ({ ...each, model: 'CPA' as const, conversionRate: 5 }));
    const result = forecast({ ...input, model: 'CPA' }, history(cpa));
    expect(result.basis.conversionRate).toBe(5);
    expect(result.goal.clicks).toBe(20_000);
    expect(result.spend.expected).toBeCloseTo(90_000, 0);
  });

  it('looks wider when too few campaigns are alike, and says so', () => {
    const mixed = [
      ...Array.from({ length: 4 }, (_, index) => peer(index + 1, 0.9, 2)),
      ...Array.from({ length: 3 }, (_, index) => peer(index + 10, 0.7, 1, { country: 'AR' })),
    ];
    const result = forecast(input, history(mixed));
    expect(result.basis.tier).toBe('format_model');
    expect(result.basis.peers).toBe(7);
    expect(result.basis.widened).toBe(true);
    const banners = mixed.map((each) => ({ ...each, format: 'banner' as const }));
    expect(forecast(input, history(banners)).basis.tier).toBe('network');
  });

  it('falls back to the network rules with no history, with a wide range', () => {
    const result = forecast({ ...input, model: 'CPM', unitPrice: 2000 }, { ...history([]), period: null });
    expect(result.basis).toMatchObject({ tier: 'rules', peers: 0, ctr: 2, fill: 100, period: null });
    expect(result.impressions).toEqual({ expected: 50_000, low: 25_000, high: 50_000 });
    expect(result.reach).toBeNull();
  });

  it('follows peers that delivered past their goal, but never bills past the budget', () => {
    const eager = many.map((each) => ({
      ...each,
      impressions: each.impressions * 1.5,
      clicks: each.clicks * 1.5,
    }));
    const result = forecast(input, history(eager));
    expect(result.basis.fill).toBe(135);
    expect(result.clicks.expected).toBe(1350);
    expect(result.spend.expected).toBe(input.budget);
    expect(result.spend.high).toBe(input.budget);
  });

  it('stops delivery where a small audience runs out of devices', () => {
    const audience = { id: 3, name: 'Tiny', devices: 5000 };
    const result = forecast({ ...input, audience }, history(many));
    expect(result.basis.audience).toEqual({ ...audience, limits: true });
    expect(result.reach?.expected).toBe(5000);
    expect(result.reach?.high).toBeLessThanOrEqual(5000);
    expect(result.impressions.expected).toBe(20_000);
    const roomy = forecast({ ...input, audience: { ...audience, devices: 1_000_000 } }, history(many));
    expect(roomy.basis.audience?.limits).toBe(false);
    expect(roomy.impressions.expected).toBe(45_000);
  });

  it('lays the expected impressions over every day of the flight', () => {
    const result = forecast(input, history(many));
    expect(result.days).toBe(10);
    expect(result.daily).toHaveLength(10);
    expect(result.daily.every((day) => day.expected === 4500)).toBe(true);
  });
});
