import type { MessageKey } from '../shared/messages';

/** SPEC 9: delivery hours run from 0 to 23. */
export const MIN_HOUR = 0;
export const MAX_HOUR = 23;

/** The hour typed, or null unless it is a whole number from 0 to 23. */
export function parseHour(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,2}$/.test(trimmed)) return null;
  const hour = Number(trimmed);
  return hour >= MIN_HOUR && hour <= MAX_HOUR ? hour : null;
}

/** SPEC 5: an hour is a number from 0 to 23 that is not already selected. */
export function validateHour(text: string, selected: readonly number[]): MessageKey | null {
  const hour = parseHour(text);
  if (hour === null) return 'validation.hourInvalid';
  return selected.includes(hour) ? 'validation.hourAlreadySelected' : null;
}
