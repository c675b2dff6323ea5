import { describe, expect, it } from 'vitest';
import { dailyCurve, FLAT_PROFILE } from './daily-curve';

const total = { expected: 7000, low: 3500, high: 7000 };

describe('dailyCurve', () => {
  it('shares a flat profile evenly over the days, both ends included', () => {
    const days = dailyCurve('2026-12-28', 7, total, FLAT_PROFILE);
    expect(days.map((day) => day.date)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
    expect(days.every((day) => day.expected === 1000 && day.low === 500 && day.high === 1000)).toBe(true);
  });

  it('follows the weekday and the ramp of the first two days', () => {
    // 2026-12-28 is a Monday; weekends deliver half again as much, the first day half as much.
    const profile = { weekday: [1, 1, 1, 1, 1, 1.5, 1.5], ramp: [0.5, 1] as const };
    const days = dailyCurve('2026-12-28', 14, { expected: 14_000, low: 0, high: 14_000 }, profile);
    const [monday, tuesday] = days;
    const saturday = days[5];
    expect(monday?.expected).toBeCloseTo((tuesday?.expected ?? 0) / 2, -1);
    expect(saturday?.expected).toBeCloseTo((tuesday?.expected ?? 0) * 1.5, -1);
    expect(days.reduce((sum, day) => sum + day.expected, 0)).toBeCloseTo(14_000, -1);
  });
});
