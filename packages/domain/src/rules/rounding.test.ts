import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ctr, percentage, roundCtr, roundPercentage, roundTo } from './rounding';

const decimalsOf = (value: number) => (String(value).split('.')[1] ?? '').length;

describe('roundTo', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.675, 2, 2.68],
    [0.05, 1, 0.1],
    [0.04999, 1, 0],
    [-1.25, 1, -1.3],
    [-0.04, 1, 0],
    [12.3456, 0, 12],
    [99.95, 1, 100],
  ])('rounds %d to %d decimals as %d', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.0001, 2), 0)).toBe(true);
  });

  it('keeps at most the requested decimals and moves by at most half a unit', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (value, decimals) => {
          const rounded = roundTo(value, decimals);
          expect(decimalsOf(rounded)).toBeLessThanOrEqual(decimals);
          expect(Math.abs(rounded - value)).toBeLessThanOrEqual(0.5 / 10 ** decimals + 1e-6);
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (value) => {
        expect(roundCtr(roundCtr(value))).toBe(roundCtr(value));
        expect(roundPercentage(roundPercentage(value))).toBe(roundPercentage(value));
      }),
    );
  });

  it('rounds a value written with one more digit ending in 5 upwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (tenths) => {
        // n.n5 (e.g. 12.35) must become n.(n+1) (12.4), whatever floating point does with it.
        const value = Number(`${Math.floor(tenths / 10)}.${tenths % 10}5`);
        expect(roundPercentage(value)).toBe((tenths + 1) / 10);
      }),
    );
  });
});

describe('ctr', () => {
  it('is clicks over impressions in percent with 2 decimals', () => {
    expect(ctr(1, 3)).toBe(33.33);
    expect(ctr(2, 3)).toBe(66.67);
    expect(ctr(25, 1000)).toBe(2.5);
    expect(ctr(1, 8)).toBe(12.5);
    expect(ctr(1, 80_000)).toBe(0);
    expect(ctr(1, 200)).toBe(0.5);
  });

  it('is 0 when there are no impressions', () => {
    expect(ctr(0, 0)).toBe(0);
    expect(ctr(5, 0)).toBe(0);
  });

  it('stays between 0 and 100 when clicks do not exceed impressions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (shown, rate) => {
          const value = ctr(Math.floor(shown * rate), shown);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe('percentage', () => {
  it('is part over total in percent with 1 decimal', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(percentage(1, 8)).toBe(12.5);
    expect(percentage(50, 50)).toBe(100);
    expect(percentage(3, 2)).toBe(150);
  });

  it('is 0 when the total is 0', () => {
    expect(percentage(7, 0)).toBe(0);
  });
});
