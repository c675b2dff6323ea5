import { describe, expect, it } from 'vitest';
import { deliverTick, networkDay } from './delivery';
import type { HeldCampaign, SimulatorState } from './state';

const campaign = (overrides: Partial<HeldCampaign> = {}): HeldCampaign => ({
  name: 'Lima',
  startDate: '2026-01-01T00:00:00.000Z',
  endDate: '2026-12-31T00:00:00.000Z',
  ctr: 2,
  capping: { impressions: 0, clicks: 0 },
  optimisation: { enabled: false, weight: 0, threshold: null },
  creatives: [
    { id: 1, name: 'push_1', format: 'push', status: 0 },
    { id: 2, name: 'push_2', format: 'push', status: 1 },
  ],
  sinewInfo: null,
  serverIds: {},
  ...overrides,
});

const stateWith = (held: HeldCampaign): SimulatorState => ({
  campaigns: { newton: { 7: held }, sinew: {} },
  applied: [],
  repeats: 0,
  statistics: {},
  sequence: 0,
});

const now = new Date('2026-06-01T12:00:00Z');
const totals = (state: SimulatorState) =>
  Object.values(state.statistics).reduce(
    (sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }),
    { impressions: 0, clicks: 0 },
  );

describe('simulated delivery', () => {
  it('serves only active creatives of campaigns in their flight', () => {
    const state = stateWith(campaign());
    deliverTick(state, now, { impressionsPerTick: 100, random: () => 0.5 });
    expect(Object.values(state.statistics).map((row) => row.creativeId)).toEqual([1]);
    expect(totals(state).impressions).toBe(100);

    const ended = stateWith(campaign({ endDate: '2026-05-31T00:00:00.000Z' }));
    expect(deliverTick(ended, now, { impressionsPerTick: 100 })).toBe(false);
  });

  it("never passes the server's daily capping, however many ticks", () => {
    const state = stateWith(campaign({ capping: { impressions: 250, clicks: 0 } }));
    for (let tick = 0; tick < 10; tick += 1) deliverTick(state, now, { impressionsPerTick: 100 });
    expect(totals(state).impressions).toBe(250);
  });

  it('clicks at about the expected CTR and knows the gender of at most every impression', () => {
    const state = stateWith(campaign());
    for (let tick = 0; tick < 50; tick += 1) deliverTick(state, now, { impressionsPerTick: 1000 });
    const { impressions, clicks } = totals(state);
    expect(clicks / impressions).toBeGreaterThan(0.015);
    expect(clicks / impressions).toBeLessThan(0.025);
    const [row] = Object.values(state.statistics);
    expect((row?.impressionsMale ?? 0) + (row?.impressionsFemale ?? 0)).toBeLessThanOrEqual(impressions);
    expect(row?.date).toBe(networkDay(now));
  });

  it('counts the day at -03:00', () => {
    expect(networkDay(new Date('2026-06-02T02:59:00Z'))).toBe('2026-06-01');
    expect(networkDay(new Date('2026-06-02T03:00:00Z'))).toBe('2026-06-02');
  });
});
