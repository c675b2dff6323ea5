import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGE_BANDS, ageBandOf, validateAgeRange } from './age-bands';

describe('age bands', () => {
  it('places the band edges where SPEC puts them', () => {
    expect(ageBandOf(17)).toBe('-18');
    expect(ageBandOf(18)).toBe('18-24');
    expect(ageBandOf(65)).toBe('55-65');
    expect(ageBandOf(66)).toBe('+66');
    expect(ageBandOf(150)).toBe('+66');
    expect(ageBandOf(151)).toBeNull();
    expect(ageBandOf(-1)).toBeNull();
  });

  it('covers every age from 0 to 150 exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), (age) => {
        expect(AGE_BANDS.filter((band) => age >= band.min && age <= band.max)).toHaveLength(1);
      }),
    );
  });

  it('accepts a correct range and refuses a wrong one', () => {
    expect(validateAgeRange(18, 34)).toBeNull();
    expect(validateAgeRange(30, 30)).toBeNull();
    expect(validateAgeRange(40, 30)).toBe('validation.ageRangeInvalid');
    expect(validateAgeRange(-1, 30)).toBe('validation.ageRangeInvalid');
    expect(validateAgeRange(18, 151)).toBe('validation.ageRangeInvalid');
    expect(validateAgeRange(18.5, 30)).toBe('validation.ageRangeInvalid');
  });
});

describe('the band list', () => {
  it('names the bands as SPEC does, in order, each starting where the previous ends', () => {
    expect(AGE_BANDS.map((band) => band.id)).toEqual([
      '-18',
      '18-24',
      '25-34',
      '35-44',
      '45-54',
      '55-65',
      '+66',
    ]);
    expect(AGE_BANDS[0]?.min).toBe(0);
    expect(AGE_BANDS.at(-1)?.max).toBe(150);
    for (const [index, band] of AGE_BANDS.entries()) {
      if (index > 0) expect(band.min).toBe((AGE_BANDS[index - 1]?.max ?? Number.NaN) + 1);
    }
  });

  it('accepts every whole range within 0-150 and refuses any that runs backwards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }), (a, b) => {
        expect(validateAgeRange(a, b)).toBe(a <= b ? null : 'validation.ageRangeInvalid');
      }),
    );
  });
});
