import { describe, expect, it } from 'vitest';
import { Random } from '../db/seed/random';
import type { DayCounters } from '../modules/delivery/changes';
import { emptyCounters } from './day-report';
import { deliverTick, holdLink, networkDay } from './delivery';
import { creativeCtr } from './mix';
import { DAY_MS, dayStart } from './pacing';
import type { HeldCampaign, SimulatorState } from './state';

const audience = { countries: ['PE'], genders: [], ages: [] };
const campaign = (overrides: Partial<HeldCampaign> = {}): HeldCampaign => ({
  name: 'Lima',
  startDate: '2026-01-01T03:00:00.000Z',
  endDate: '2026-12-31T03:00:00.000Z',
  ctr: 2,
  capping: { impressions: 0, clicks: 0 },
  optimisation: { enabled: false, weight: 0, threshold: null },
  creatives: [
    { id: 1, name: 'push_1', format: 'push', status: 0, audience, audienceSize: null },
    { id: 2, name: 'push_2', format: 'push', status: 1, audience, audienceSize: null },
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
  breakdowns: {},
  sequence: 0,
});

const seeded = (seed = 7) => {
  const rng = new Random(seed);
  return () => rng.next();
};
const options = (dailyImpressions = 10_000) => ({ dailyImpressions, random: seeded() });
const rowsOf = (state: SimulatorState, date?: string) =>
  Object.values(state.statistics).filter((row) => date === undefined || row.date === date);
const totals = (state: SimulatorState, date?: string) =>
  rowsOf(state, date).reduce(
    (sum, row) => ({ impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks }),
    { impressions: 0, clicks: 0 },
  );
const day = '2026-06-01';
const at = (minutes: number, on = day) => new Date(dayStart(on) + minutes * 60_000);

/** Calls `tick` every `step` minutes through a whole day. */
function runDay(on: string, step: number, tick: (now: Date) => void) {
  for (let minute = step; minute <= 24 * 60; minute += step) tick(at(minute, on));
}

describe('simulated delivery', () => {
  it('serves only active creatives of campaigns in their flight', () => {
    const state = stateWith(campaign());
    deliverTick(state, at(12 * 60), options());
    expect(rowsOf(state).map((row) => row.creativeId)).toEqual([1]);
    expect(totals(state).impressions).toBe(5_000);

    const ended = stateWith(campaign({ endDate: '2026-05-31T00:00:00.000Z' }));
    expect(deliverTick(ended, at(12 * 60), options())).toBe(false);
  });

  it('paces the day evenly: never ahead of the schedule, never past the daily capping', () => {
    const random = seeded();
    const state = stateWith(campaign({ capping: { impressions: 2_400, clicks: 0 } }));
    runDay(day, 10, (now) => {
      deliverTick(state, now, { dailyImpressions: 10_000, random });
      const due = Math.floor((2_400 * (now.getTime() - dayStart(day))) / DAY_MS);
      expect(totals(state, day).impressions).toBeLessThanOrEqual(Math.min(due, 2_400));
      expect(totals(state, day).impressions).toBeGreaterThanOrEqual(Math.min(due, 2_400) - 1);
    });
    expect(totals(state, day).impressions).toBe(2_400);
    const clicksCapped = stateWith(campaign({ capping: { impressions: 0, clicks: 30 } }));
    runDay(day, 30, (now) => deliverTick(clicksCapped, now, { dailyImpressions: 10_000, random }));
    expect(totals(clicksCapped, day).clicks).toBe(30);
  });

  it("reaches the flight's target evenly, spreading what remains over the days left", () => {
    const random = seeded();
    const held = campaign({
      startDate: '2026-06-01T03:00:00.000Z',
      endDate: '2026-06-11T03:00:00.000Z',
      target: { impressions: 10_000, clicks: 0 },
      capping: { impressions: 1_500, clicks: 0 },
    });
    const state = stateWith(held);
    const days = Array.from({ length: 10 }, (_, i) => `2026-06-${String(i + 1).padStart(2, '0')}`);
    // Ticks every two hours; the first tick of a day finishes the day before.
    for (const on of days) runDay(on, 120, (now) => deliverTick(state, now, { dailyImpressions: 0, random }));
    deliverTick(state, at(60, '2026-06-11'), { dailyImpressions: 0, random });
    const perDay = days.map((on) => totals(state, on).impressions);
    expect(perDay.reduce((a, b) => a + b, 0)).toBe(10_000);
    for (const delivered of perDay) expect(delivered).toBe(1_000);
  });

  it('never reaches more devices than the audience, and reports reach so far', () => {
    const small = campaign({
      creatives: [{ id: 1, name: 'push_1', format: 'push', status: 0, audience, audienceSize: 800 }],
    });
    const state = stateWith(small);
    const random = seeded();
    for (const on of ['2026-06-01', '2026-06-02', '2026-06-03'])
      runDay(on, 60, (now) => deliverTick(state, now, { dailyImpressions: 5_000, random }));
    const reach = Object.values(state.breakdowns).map((b) => b.reach);
    for (const { devices, cumulativeDevices } of reach) {
      expect(devices).toBeLessThanOrEqual(800);
      expect(cumulativeDevices).toBeLessThanOrEqual(800);
      expect(cumulativeDevices).toBeGreaterThanOrEqual(devices);
    }
    expect(reach.at(-1)?.cumulativeDevices).toBeGreaterThan(700);
  });

  it('with optimisation, gives about `weight` percent of the traffic to the better creative', () => {
    const both = campaign().creatives.map((creative) => ({ ...creative, status: 0 as const }));
    const [better, worse] = [...both].sort((a, b) => creativeCtr(b.id, 2) - creativeCtr(a.id, 2));
    const shareOfBetter = (enabled: boolean) => {
      const state = stateWith(
        campaign({ creatives: both, ctr: 2, optimisation: { enabled, weight: 60, threshold: null } }),
      );
      const random = seeded();
      for (const on of ['2026-06-01', '2026-06-02'])
        runDay(on, 15, (now) => deliverTick(state, now, { dailyImpressions: 40_000, random }));
      const of = (id?: number) => rowsOf(state).filter((row) => row.creativeId === id);
      const served = (id?: number) => of(id).reduce((sum, row) => sum + row.impressions, 0);
      return served(better?.id) / (served(better?.id) + served(worse?.id));
    };
    expect(shareOfBetter(false)).toBeCloseTo(0.5, 1);
    // Even share of the rest (20 %) plus the weight (60 %); the first tick knows no CTR yet.
    expect(shareOfBetter(true)).toBeGreaterThan(0.75);
    expect(shareOfBetter(true)).toBeLessThanOrEqual(0.8);
  });

  it('splits delivery by gender, age, region, app and video quartile, each summing to the totals', () => {
    const video = campaign({
      creatives: [
        {
          id: 1,
          name: 'video_1',
          format: 'video',
          status: 0,
          audience: { ...audience, countries: ['PE', 'CL'] },
        },
        { id: 2, name: 'push_2', format: 'push', status: 0, audience },
      ],
    });
    const state = stateWith(video);
    const random = seeded();
    runDay(day, 60, (now) => deliverTick(state, now, { dailyImpressions: 9_000, random }));
    const day0 = totals(state, day);
    for (const row of rowsOf(state, day)) {
      const ages = [
        'AgeUnder18',
        'Age18To24',
        'Age25To34',
        'Age35To44',
        'Age45To54',
        'Age55To65',
        'Age66Plus',
      ];
      const counters = row as unknown as Record<string, number>;
      const sum = (prefix: string) =>
        ages.reduce((total, age) => total + (counters[`${prefix}${age}`] ?? 0), 0);
      expect(row.impressionsMale + row.impressionsFemale).toBeLessThanOrEqual(row.impressions);
      expect(row.impressionsMale + row.impressionsFemale).toBeGreaterThan(row.impressions * 0.7);
      expect(row.clicksMale + row.clicksFemale).toBeLessThanOrEqual(row.clicks);
      expect(sum('impressions')).toBeLessThanOrEqual(row.impressions);
      expect(sum('impressions')).toBeGreaterThan(row.impressions * 0.6);
      expect(sum('clicks')).toBeLessThanOrEqual(row.clicks);
    }
    const [breakdown] = Object.values(state.breakdowns);
    const sum = (list: { impressions: number; clicks: number }[]) =>
      list.reduce((t, e) => ({ impressions: t.impressions + e.impressions, clicks: t.clicks + e.clicks }), {
        impressions: 0,
        clicks: 0,
      });
    expect(sum(breakdown?.regions ?? [])).toEqual(day0);
    expect(sum(breakdown?.apps ?? [])).toEqual(day0);
    expect(new Set(breakdown?.regions.map((region) => region.country))).toEqual(new Set(['PE', 'CL']));
    const [quartiles] = breakdown?.quartiles ?? [];
    expect(quartiles?.creativeId).toBe(1);
    const steps = [
      quartiles?.starts,
      quartiles?.firstQuartile,
      quartiles?.midpoint,
      quartiles?.thirdQuartile,
    ];
    for (const [i, step] of steps.entries()) expect(step).toBeGreaterThanOrEqual(steps[i + 1] ?? 0);
    expect(quartiles?.starts).toBeLessThanOrEqual(
      rowsOf(state, day).find((r) => r.creativeId === 1)?.impressions ?? 0,
    );
  });

  it("carries on from the link's baseline of the day, and paces from what was delivered before it", () => {
    const today: DayCounters = { ...emptyCounters(), impressions: 600, clicks: 9, impressionsMale: 300 };
    const state = stateWith(campaign());
    state.campaigns.newton = {};
    const link = campaign({
      creatives: [{ id: 1, name: 'push_1', format: 'push', status: 0, audience, today }],
      target: { impressions: 31_000, clicks: 0 },
      startDate: '2026-05-02T03:00:00.000Z',
      endDate: '2026-06-03T03:00:00.000Z',
      baseline: { date: day, impressions: 30_000, clicks: 400, reach: 9_000 },
    });
    holdLink(state, 'newton', 7, link, {}, seeded());
    expect(totals(state, day)).toEqual({ impressions: 600, clicks: 9 });
    expect(Object.values(state.breakdowns)[0]?.reach.cumulativeDevices).toBeGreaterThan(9_000);
    expect(Object.values(state.breakdowns)[0]?.regions.reduce((t, r) => t + r.impressions, 0)).toBe(600);
    // 1,000 left over two days: 500 today, already passed, so nothing more is due.
    deliverTick(state, at(20 * 60), options());
    expect(totals(state, day).impressions).toBe(600);
    deliverTick(state, at(12 * 60, '2026-06-02'), options());
    expect(totals(state, '2026-06-02').impressions).toBe(200);
  });

  it("starts the day's breakdowns from the server's part of those stored, and keeps their regions and apps", () => {
    const today: DayCounters = { ...emptyCounters(), impressions: 600, clicks: 9 };
    const state = stateWith(campaign());
    const region = { country: 'PE', region: 'Cusco', impressions: 600, clicks: 9 };
    const app = { app: 'com.waze', appName: 'Waze', impressions: 600, clicks: 9 };
    const link = campaign({
      creatives: [{ id: 1, name: 'push_1', format: 'push', status: 0, audience, today }],
      baseline: {
        date: day,
        impressions: 0,
        clicks: 0,
        reach: 9_000,
        day: {
          regions: [region],
          apps: [app],
          quartiles: [],
          reach: { devices: 350, cumulativeDevices: 9_300 },
        },
      },
    });
    holdLink(state, 'newton', 7, link, {}, seeded());
    const [breakdown] = Object.values(state.breakdowns);
    expect(breakdown).toMatchObject({
      regions: [region],
      apps: [app],
      reach: { devices: 350, cumulativeDevices: 9_300 },
    });
    deliverTick(state, at(12 * 60), options());
    const after = Object.values(state.breakdowns)[0];
    expect(after?.regions).toEqual([
      { ...region, impressions: totals(state, day).impressions, clicks: totals(state, day).clicks },
    ]);
    expect(after?.reach.cumulativeDevices).toBeGreaterThan(9_300);
  });

  it('counts the day at -03:00', () => {
    expect(networkDay(new Date('2026-06-02T02:59:00Z'))).toBe('2026-06-01');
    expect(networkDay(new Date('2026-06-02T03:00:00Z'))).toBe('2026-06-02');
  });
});
