import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PURCHASE_MODELS } from '../shared/enums';
import { targetsFor } from './targets';

describe('targets from budget and price', () => {
  it('buys a thousand impressions per CPM price', () => {
    expect(targetsFor('CPM', 5_000, 2.5)).toEqual({ impressions: 2_000_000, clicks: 40_000 });
  });

  it('buys clicks per CPC price and converts them at 2%', () => {
    expect(targetsFor('CPC', 1_000, 0.5)).toEqual({ impressions: 100_000, clicks: 2_000 });
    expect(targetsFor('CPA', 1_000, 0.5)).toEqual(targetsFor('CPC', 1_000, 0.5));
  });

  it('buys nothing without a budget or a price', () => {
    expect(targetsFor('CPM', 0, 2)).toEqual({ impressions: 0, clicks: 0 });
    expect(targetsFor('CPC', 100, 0)).toEqual({ impressions: 0, clicks: 0 });
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
