/** SPEC 9: an audience point's default radius, in metres. */
export const DEFAULT_RADIUS = 100;
export const BATTERY_RANGE = { min: 0, max: 100 } as const;

/** A point's radius comes from `radio`, or `meters`, else the default (SPEC 5). */
export function radiusOf(point: { radio?: number | null; meters?: number | null }): number {
  return point.radio ?? point.meters ?? DEFAULT_RADIUS;
}

/** The gender filter applies only when exactly one of male or female is chosen (SPEC 5). */
export function genderFilter(male: boolean, female: boolean): 'male' | 'female' | null {
  if (male === female) return null;
  return male ? 'male' : 'female';
}

export interface CountInput {
  queries: readonly unknown[];
  customFilters: readonly unknown[];
  hasGeoQuery: boolean;
}

/** The audience count is skipped (result 0) when there is nothing to count by (SPEC 5). */
export function shouldSkipCount(input: CountInput): boolean {
  return input.queries.length === 0 && input.customFilters.length === 0 && !input.hasGeoQuery;
}

/** An audience needs a name and at least one location or point before saving (SPEC 5). */
export function validateAudienceForSave(
  name: string,
  locations: number,
): 'validation.audienceNameRequired' | 'validation.audienceLocationRequired' | null {
  if (name.trim() === '') return 'validation.audienceNameRequired';
  return locations > 0 ? null : 'validation.audienceLocationRequired';
}
