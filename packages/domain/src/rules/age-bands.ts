import type { MessageKey } from '../shared/messages';

/** The age bands audiences and reports use (SPEC 5): -18 is 0-17 and +66 is 66-150. */
export const AGE_BANDS = [
  { id: '-18', min: 0, max: 17 },
  { id: '18-24', min: 18, max: 24 },
  { id: '25-34', min: 25, max: 34 },
  { id: '35-44', min: 35, max: 44 },
  { id: '45-54', min: 45, max: 54 },
  { id: '55-65', min: 55, max: 65 },
  { id: '+66', min: 66, max: 150 },
] as const;

export type AgeBandId = (typeof AGE_BANDS)[number]['id'];
export const MIN_AGE = 0;
export const MAX_AGE = 150;

export function ageBandOf(age: number): AgeBandId | null {
  return AGE_BANDS.find((band) => age >= band.min && age <= band.max)?.id ?? null;
}

/** An age range is correct when both ends are whole ages within 0-150 and the minimum is not above the maximum. */
export function validateAgeRange(min: number, max: number): MessageKey | null {
  const isAge = (value: number) => Number.isInteger(value) && value >= MIN_AGE && value <= MAX_AGE;
  return isAge(min) && isAge(max) && min <= max ? null : 'validation.ageRangeInvalid';
}
