import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clicksToImpressions, ctr, percentage, roundCtr, roundPercentage } from './metrics';

describe('metrics', () => {
  it('rounds CTR to 2 decimals and percentages to 1', () => {
    expect(roundCtr(1.005)).toBe(1.01);
    expect(roundCtr(2.344)).toBe(2.34);
    expect(roundPercentage(33.35)).toBe(33.4);
    expect(roundPercentage(66.64)).toBe(66.6);
    expect(roundCtr(Number.NaN)).toBe(0);
  });

  it('computes CTR from clicks and impressions', () => {
    expect(ctr(25, 1000)).toBe(2.5);
    expect(ctr(1, 3)).toBe(33.33);
    expect(ctr(5, 0)).toBe(0);
  });

  it('converts clicks to impressions at the 2% rate', () => {
    expect(clicksToImpressions(20)).toBe(1000);
    expect(clicksToImpressions(1)).toBe(50);
    expect(clicksToImpressions(0)).toBe(0);
  });

  it('gives percentages of a whole', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(5, 0)).toBe(0);
  });

  it('keeps a rounded value within half a unit of the last decimal', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (value) => {
        expect(Math.abs(roundCtr(value) - value)).toBeLessThanOrEqual(0.005 + 1e-9);
        expect(Math.abs(roundPercentage(value) - value)).toBeLessThanOrEqual(0.05 + 1e-9);
        expect(roundCtr(value)).toBe(Number(roundCtr(value).toFixed(2)));
      }),
    );
  });
});
