import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PURCHASE_MODELS } from '../shared/enums';
import { clicksToImpressions, impressionsToClicks, targetsFor } from './targets';

describe('clicksToImpressions', () => {
  it('divides clicks by 0.02', () => {
    expect(clicksToImpressions(20)).toBe(1000);
    expect(clicksToImpressions(1)).toBe(50);
    expect(clicksToImpressions(3)).toBe(150);
    expect(clicksToImpressions(0)).toBe(0);
  });

  it('gives exactly 50 impressions a click, and back', () => {
    fc.assert(
      fc.property(fc.nat(1e12), (clicks) => {
        expect(clicksToImpressions(clicks)).toBe(clicks * 50);
        expect(impressionsToClicks(clicksToImpressions(clicks))).toBe(clicks);
      }),
    );
  });

  it('counts whole clicks only in impressions', () => {
    expect(impressionsToClicks(149)).toBe(2);
    expect(impressionsToClicks(150)).toBe(3);
  });
});

describe('targetsFor', () => {
  it('buys a thousand impressions per CPM price', () => {
    expect(targetsFor('CPM', 5_000, 2.5)).toEqual({ impressions: 2_000_000, clicks: 40_000 });
    expect(targetsFor('CPM', 0.7, 0.1)).toEqual({ impressions: 7_000, clicks: 140 });
  });

  it('buys clicks per CPC price and converts them at 2%', () => {
    expect(targetsFor('CPC', 1_000, 0.5)).toEqual({ impressions: 100_000, clicks: 2_000 });
    expect(targetsFor('CPC', 1.2, 0.4)).toEqual({ impressions: 150, clicks: 3 });
    expect(targetsFor('CPC', 100, 3)).toEqual({ impressions: 1_650, clicks: 33 });
  });

  it('treats CPA and CPE like CPC', () => {
    expect(targetsFor('CPA', 1_000, 0.5)).toEqual(targetsFor('CPC', 1_000, 0.5));
    expect(targetsFor('CPE', 999, 7)).toEqual(targetsFor('CPC', 999, 7));
  });

  it('buys nothing without a budget or a price', () => {
    expect(targetsFor('CPM', 0, 2)).toEqual({ impressions: 0, clicks: 0 });
    expect(targetsFor('CPC', 100, 0)).toEqual({ impressions: 0, clicks: 0 });
    expect(targetsFor('CPC', Number.NaN, 1)).toEqual({ impressions: 0, clicks: 0 });
  });

  it('buys exactly n units when the budget is n times the price', () => {
    fc.assert(
      fc.property(fc.nat(1e6), fc.integer({ min: 1, max: 100_000 }), (units, cents) => {
        const price = cents / 100;
        expect(targetsFor('CPC', units * price, price).clicks).toBe(units);
        expect(targetsFor('CPM', units * price, price).impressions).toBe(units * 1000);
      }),
    );
  });

  it('never buys less with more budget', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PURCHASE_MODELS),
        fc.integer({ min: 1, max: 1e8 }),
        fc.integer({ min: 1, max: 1e8 }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        (model, a, b, price) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(targetsFor(model, high, price).impressions).toBeGreaterThanOrEqual(
            targetsFor(model, low, price).impressions,
          );
        },
      ),
    );
  });
});
