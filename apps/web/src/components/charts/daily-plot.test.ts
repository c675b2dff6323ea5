import { describe, expect, it } from 'vitest';
import { dayAt, dayTicks, plotArea, plotScales, scaleTop, valueTicks } from './daily-plot';

describe('the daily chart geometry', () => {
  it('runs each scale from zero to a tenth above its highest value, ticks 1, 2, 2.5 or 5 times ten at least 30 px apart', () => {
    expect(scaleTop([0, 0])).toBe(1);
    expect(scaleTop([40, 100])).toBeCloseTo(110);
    // 8.8 M over 590 px: 500 k steps are 33.5 px apart, 250 k ones 16.8.
    expect(valueTicks(8_800_000, 590)).toEqual(Array.from({ length: 18 }, (_, i) => i * 500_000));
    expect(valueTicks(1, 240)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(valueTicks(22, 100)).toEqual([0, 10, 20]);
  });

  it('labels every day, or every 2, 3, 5, 7, 10 or 14 days, at least 56 px apart', () => {
    expect(dayTicks(5, 60)).toEqual([0, 1, 2, 3, 4]);
    expect(dayTicks(30, 19)).toEqual([0, 3, 6, 9, 12, 15, 18, 21, 24, 27]);
    expect(dayTicks(30, 5)).toEqual([0, 14, 28]);
  });

  it('keeps the axes room around the plot and finds the day under the pointer', () => {
    const area = plotArea(700, 300);
    expect(area).toEqual({ left: 60, top: 8, right: 644, bottom: 268 });
    const scales = plotScales(area, { impressions: [0, 50, 100], clicks: [10, 0, 5] });
    expect(scales.x(0)).toBeCloseTo(60 + 584 / 6);
    expect(scales.yImpressions(0)).toBe(268);
    expect(scales.yImpressions(110)).toBeCloseTo(8);
    expect(scales.yClicks(11)).toBeCloseTo(8);
    expect(dayAt(area, 3, 61, 100)).toBe(0);
    expect(dayAt(area, 3, 643, 100)).toBe(2);
    expect(dayAt(area, 3, 59, 100)).toBeNull();
    expect(dayAt(area, 3, 300, 280)).toBeNull();
  });
});
