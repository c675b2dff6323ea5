import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCappingSource,
  currentShares,
  type SourceCapping,
  splitCapping,
  toggleEmpower,
  updatedCapping,
  validateCurrentCapping,
} from './capping';

const capping: SourceCapping = {
  impressions: 0,
  clicks: 0,
  empower: false,
  newton: { impressions: 600, clicks: 5 },
  sinew: { impressions: 400, clicks: 15 },
};

describe('currentShares', () => {
  it('reads the shares from the impressions of each server', () => {
    expect(currentShares(capping)).toEqual({ newton: 600, sinew: 400 });
  });

  it('falls back to clicks while neither server has impressions', () => {
    const noImpressions = { newton: { impressions: 0, clicks: 3 }, sinew: { impressions: 0, clicks: 1 } };
    expect(currentShares(noImpressions)).toEqual({ newton: 3, sinew: 1 });
  });
});

describe('splitCapping', () => {
  it('splits both totals by the current shares', () => {
    expect(splitCapping({ impressions: 10_000, clicks: 200 }, { newton: 600, sinew: 400 })).toEqual({
      newton: { impressions: 6_000, clicks: 120 },
      sinew: { impressions: 4_000, clicks: 80 },
    });
  });

  it('gives everything to the only server with a share', () => {
    expect(splitCapping({ impressions: 999, clicks: 7 }, { newton: 0, sinew: 5 })).toEqual({
      newton: { impressions: 0, clicks: 0 },
      sinew: { impressions: 999, clicks: 7 },
    });
  });

  it('splits evenly when neither server has a share, the odd unit to newton', () => {
    expect(splitCapping({ impressions: 101, clicks: 3 }, { newton: 0, sinew: 0 })).toEqual({
      newton: { impressions: 51, clicks: 2 },
      sinew: { impressions: 50, clicks: 1 },
    });
  });

  it('rounds a third to the nearest whole', () => {
    expect(splitCapping({ impressions: 100, clicks: 2 }, { newton: 1, sinew: 2 })).toEqual({
      newton: { impressions: 33, clicks: 1 },
      sinew: { impressions: 67, clicks: 1 },
    });
  });

  it('gives whole, non-negative parts that add up to the total and follow the shares within one unit', () => {
    const total = fc.record({ impressions: fc.nat(1e12), clicks: fc.nat(1e9) });
    const shares = fc.record({ newton: fc.nat(1e9), sinew: fc.nat(1e9) });
    fc.assert(
      fc.property(total, shares, (values, weights) => {
        const split = splitCapping(values, weights);
        const all = weights.newton + weights.sinew;
        const newtonPart = all > 0 ? weights.newton / all : 0.5;
        for (const metric of ['impressions', 'clicks'] as const) {
          const [newton, sinew] = [split.newton[metric], split.sinew[metric]];
          expect(newton + sinew).toBe(values[metric]);
          expect(Number.isInteger(newton) && Number.isInteger(sinew)).toBe(true);
          expect(Math.min(newton, sinew)).toBeGreaterThanOrEqual(0);
          expect(Math.abs(newton - values[metric] * newtonPart)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('applyCappingSource', () => {
  it("replaces the total with one source's values", () => {
    expect(applyCappingSource(capping, 'sinew')).toEqual({ ...capping, impressions: 400, clicks: 15 });
    expect(applyCappingSource(capping, 'newton')).toEqual({ ...capping, impressions: 600, clicks: 5 });
  });

  it('sums both sources when no source, or both, is set', () => {
    expect(applyCappingSource(capping, null)).toMatchObject({ impressions: 1_000, clicks: 20 });
    expect(applyCappingSource(capping, 'all')).toMatchObject({ impressions: 1_000, clicks: 20 });
  });

  it('keeps the fields it does not own, such as the currency', () => {
    expect(applyCappingSource({ ...capping, currency: 'CLP' }, 'newton').currency).toBe('CLP');
  });
});

describe('toggleEmpower', () => {
  it('flips empower and leaves the rest', () => {
    expect(toggleEmpower(capping)).toEqual({ ...capping, empower: true });
    expect(toggleEmpower(toggleEmpower(capping))).toEqual(capping);
  });
});

describe('validateCurrentCapping', () => {
  it('needs the current capping strictly below the needed one', () => {
    expect(validateCurrentCapping(99, 100)).toBeNull();
    expect(validateCurrentCapping(100, 100)).toBe('validation.cappingNotLowerThanNeeded');
    expect(validateCurrentCapping(101, 100)).toBe('validation.cappingNotLowerThanNeeded');
  });
});

describe('updatedCapping', () => {
  const total = { impressions: 5_000, clicks: 50 };

  it('splits a total by the current shares (600 to 400) and keeps the sum as the total', () => {
    expect(updatedCapping(capping, { capping: total, source: null, action: 'split' })).toEqual({
      ...capping,
      impressions: 5_000,
      clicks: 50,
      newton: { impressions: 3_000, clicks: 30 },
      sinew: { impressions: 2_000, clicks: 20 },
    });
  });

  it("sets one source's values from the total and makes them the total, leaving the other source", () => {
    expect(updatedCapping(capping, { capping: total, source: 'sinew', action: 'set' })).toEqual({
      ...capping,
      impressions: 5_000,
      clicks: 50,
      sinew: { impressions: 5_000, clicks: 50 },
    });
  });

  it('sets each source given and sums both when no source is chosen', () => {
    const update = { ...total, newton: { impressions: 700, clicks: 7 } };
    expect(updatedCapping(capping, { capping: update, source: null, action: 'set' })).toEqual({
      ...capping,
      impressions: 1_100,
      clicks: 22,
      newton: { impressions: 700, clicks: 7 },
    });
  });

  it("prefers a source's own values to the total sent with it", () => {
    const update = { ...total, newton: { impressions: 80, clicks: 1 } };
    expect(updatedCapping(capping, { capping: update, source: 'newton', action: 'set' })).toMatchObject({
      impressions: 80,
      clicks: 1,
      newton: { impressions: 80, clicks: 1 },
    });
  });

  it('splits evenly when neither source has a share yet', () => {
    const empty = { ...capping, newton: { impressions: 0, clicks: 0 }, sinew: { impressions: 0, clicks: 0 } };
    expect(updatedCapping(empty, { capping: total, source: 'all', action: 'split' })).toMatchObject({
      newton: { impressions: 2_500, clicks: 25 },
      sinew: { impressions: 2_500, clicks: 25 },
    });
  });
});
