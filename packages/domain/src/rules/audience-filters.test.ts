import { describe, expect, it } from 'vitest';
import { genderFilter, radiusOf, shouldSkipCount, validateAudienceForSave } from './audience-filters';

describe('audience filter rules', () => {
  it('takes the radius from radio, then meters, then the default of 100', () => {
    expect(radiusOf({ radio: 250, meters: 900 })).toBe(250);
    expect(radiusOf({ meters: 900 })).toBe(900);
    expect(radiusOf({})).toBe(100);
    expect(radiusOf({ radio: null, meters: null })).toBe(100);
  });

  it('applies the gender filter only when exactly one gender is chosen', () => {
    expect(genderFilter(true, false)).toBe('male');
    expect(genderFilter(false, true)).toBe('female');
    expect(genderFilter(true, true)).toBeNull();
    expect(genderFilter(false, false)).toBeNull();
  });

  it('skips the count when there is nothing to count by', () => {
    expect(shouldSkipCount({ queries: [], customFilters: [], hasGeoQuery: false })).toBe(true);
    expect(shouldSkipCount({ queries: [], customFilters: [], hasGeoQuery: true })).toBe(false);
    expect(shouldSkipCount({ queries: [{}], customFilters: [], hasGeoQuery: false })).toBe(false);
  });

  it('needs a name and a location to save', () => {
    expect(validateAudienceForSave('', 2)).toBe('validation.audienceNameRequired');
    expect(validateAudienceForSave('Santiago centro', 0)).toBe('validation.audienceLocationRequired');
    expect(validateAudienceForSave('Santiago centro', 1)).toBeNull();
  });
});
