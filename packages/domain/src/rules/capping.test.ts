import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyCappingSource,
  type SourceCapping,
  splitCapping,
  toggleEmpower,
  validateCurrentCapping,
} from './capping';

const capping: SourceCapping = {
  impressions: 0,
  clicks: 0,
  empower: false,
  newton: { impressions: 600, clicks: 12 },
  sinew: { impressions: 400, clicks: 8 },
};

describe('capping', () => {
  it('splits a total by the current shares of the two sources', () => {
    const split = splitCapping({ impressions: 10_000, clicks: 200 }, capping);
    expect(split).toEqual({
      newton: { impressions: 6_000, clicks: 120 },
      sinew: { impressions: 4_000, clicks: 80 },
    });
  });

  it('splits evenly when neither source has a share yet', () => {
    const zero = { impressions: 0, clicks: 0 };
    expect(splitCapping({ impressions: 101, clicks: 3 }, { newton: zero, sinew: zero })).toEqual({
      newton: { impressions: 51, clicks: 2 },
      sinew: { impressions: 50, clicks: 1 },
    });
  });

  it('always gives parts that add up to the total and are never negative', () => {
    const values = fc.record({ impressions: fc.nat(1e9), clicks: fc.nat(1e7) });
    fc.assert(
      fc.property(values, values, values, (total, newton, sinew) => {
        const split = splitCapping(total, { newton, sinew });
        expect(split.newton.impressions + split.sinew.impressions).toBe(total.impressions);
        expect(split.newton.clicks + split.sinew.clicks).toBe(total.clicks);
        for (const part of [split.newton, split.sinew]) {
          expect(part.impressions).toBeGreaterThanOrEqual(0);
          expect(part.clicks).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it("replaces the total with one source's values, or sums both when no source is set", () => {
    expect(applyCappingSource(capping, 'sinew')).toMatchObject({ impressions: 400, clicks: 8 });
    expect(applyCappingSource(capping, 'newton')).toMatchObject({ impressions: 600, clicks: 12 });
    expect(applyCappingSource(capping, null)).toMatchObject({ impressions: 1_000, clicks: 20 });
  });

  it('flips empower and leaves the rest', () => {
    expect(toggleEmpower(capping)).toEqual({ ...capping, empower: true });
    expect(toggleEmpower(toggleEmpower(capping))).toEqual(capping);
  });

  it('needs the current capping below the needed one', () => {
    expect(validateCurrentCapping(99, 100)).toBeNull();
    expect(validateCurrentCapping(100, 100)).toBe('validation.cappingNotBelowNeeded');
  });
});
