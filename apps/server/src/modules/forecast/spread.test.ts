import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_RELATIVE_SPREAD, quantile, RELIABLE_PEERS, spreadOf } from './spread';

describe('quantile', () => {
  it('interpolates between neighbours', () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.1)).toBeCloseTo(1);
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('spreadOf', () => {
  it('takes the 10th and 90th percentiles as they are from a large sample', () => {
    const values = Array.from({ length: 101 }, (_, index) => index);
    expect(spreadOf(values)).toEqual({ low: 10, median: 50, high: 90, widened: false });
  });

  it('widens a small sample: five values give twice the distance to the percentiles', () => {
    const spread = spreadOf([8, 9, 10, 11, 12]);
    expect(spread.widened).toBe(true);
    expect(spread.median).toBe(10);
    expect(spread.low).toBeCloseTo(10 - 1.6 * Math.sqrt(RELIABLE_PEERS / 5));
    expect(spread.high).toBeCloseTo(10 + 1.6 * Math.sqrt(RELIABLE_PEERS / 5));
  });

  it('never claims more certainty than a tenth either side, nor goes below zero', () => {
    expect(spreadOf(Array.from({ length: 30 }, () => 5))).toMatchObject({
      low: 5 * (1 - MIN_RELATIVE_SPREAD),
      high: 5 * (1 + MIN_RELATIVE_SPREAD),
    });
    expect(spreadOf([0.1, 0.1, 5, 9, 9]).low).toBe(0);
  });

  it('always holds its median between its low and high', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0, max: 1e6, noNaN: true }), { minLength: 1, maxLength: 60 }),
        (values) => {
          const spread = spreadOf(values);
          expect(spread.low).toBeLessThanOrEqual(spread.median);
          expect(spread.median).toBeLessThanOrEqual(spread.high);
          expect(spread.low).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
