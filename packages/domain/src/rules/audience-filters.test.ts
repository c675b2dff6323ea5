import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { audienceFilters } from '../audiences/audience';
import {
  genderFilter,
  isCountSkipped,
  nonGeoQueries,
  radiusOf,
  shouldSkipCount,
  validateAudienceForSave,
} from './audience-filters';

describe('radiusOf', () => {
  it('takes the radius from radio, then meters, then the default of 100', () => {
    expect(radiusOf({ radio: 250, meters: 900 })).toBe(250);
    expect(radiusOf({ meters: 900 })).toBe(900);
    expect(radiusOf({ radio: null, meters: 900 })).toBe(900);
    expect(radiusOf({})).toBe(100);
    expect(radiusOf({ radio: null, meters: null })).toBe(100);
  });

  it("uses the audience's own default when it has one", () => {
    expect(radiusOf({}, 500)).toBe(500);
  });

  it('skips a radius that is not a positive distance', () => {
    expect(radiusOf({ radio: 0, meters: 300 })).toBe(300);
    expect(radiusOf({ radio: -5 })).toBe(100);
    expect(radiusOf({ radio: Number.NaN })).toBe(100);
  });
});

describe('genderFilter', () => {
  it('applies only when exactly one gender is chosen', () => {
    expect(genderFilter(true, false)).toBe('male');
    expect(genderFilter(false, true)).toBe('female');
    expect(genderFilter(true, true)).toBeNull();
    expect(genderFilter(false, false)).toBeNull();
  });
});

describe('shouldSkipCount', () => {
  it('skips the count when there is nothing to count by', () => {
    expect(shouldSkipCount({ queries: [], customFilters: [], hasGeoQuery: false })).toBe(true);
  });

  it('counts as soon as there is any one of a query, a custom filter or a geo query', () => {
    fc.assert(
      fc.property(
        fc.array(fc.anything()),
        fc.array(fc.anything()),
        fc.boolean(),
        (queries, customFilters, geo) => {
          const isEmpty = queries.length === 0 && customFilters.length === 0 && !geo;
          expect(shouldSkipCount({ queries, customFilters, hasGeoQuery: geo })).toBe(isEmpty);
        },
      ),
    );
    expect(shouldSkipCount({ queries: [], customFilters: [], hasGeoQuery: true })).toBe(false);
    expect(shouldSkipCount({ queries: [{}], customFilters: [], hasGeoQuery: false })).toBe(false);
    expect(shouldSkipCount({ queries: [], customFilters: [{}], hasGeoQuery: false })).toBe(false);
  });
});

describe('validateAudienceForSave', () => {
  it('needs a name and a location to save', () => {
    expect(validateAudienceForSave(' ', 2)).toBe('validation.required');
    expect(validateAudienceForSave('Santiago centro', 0)).toBe('validation.audienceNeedsLocation');
    expect(validateAudienceForSave('Santiago centro', 1)).toBeNull();
  });
});

describe('isCountSkipped and nonGeoQueries, shared by the engine and the builder', () => {
  const filters = (input: Parameters<typeof audienceFilters.parse>[0]) => audienceFilters.parse(input);

  it('skips the count with nothing chosen (SPEC 5)', () => {
    expect(isCountSkipped(filters({}))).toBe(true);
    // Both genders, or the whole battery range, filter nobody.
    expect(isCountSkipped(filters({ demographics: { genreMale: true, genreFemale: true } }))).toBe(true);
    expect(isCountSkipped(filters({ devices: { batteryMin: 0, batteryMax: 100 } }))).toBe(true);
    expect(isCountSkipped(filters({ devices: { batteryMin: 1 } }))).toBe(false);
    expect(isCountSkipped(filters({ demographics: { genreMale: true } }))).toBe(false);
    expect(
      isCountSkipped(filters({ geolocalization: { coordinates: [{ type: 'country', countryCode: 'CL' }] } })),
    ).toBe(false);
  });

  it('names the filters set', () => {
    expect(
      nonGeoQueries(filters({ applications: { category: ['social'] }, devices: { languages: ['es'] } })),
    ).toEqual(['category', 'languages']);
  });
});
