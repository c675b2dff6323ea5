import type { MessageKey } from '../shared/messages';

/**
 * SPEC 5: names of campaigns and audiences take only letters (of any alphabet, accented ones included),
 * numbers and spaces. The same pattern as the `campaignName` and `audienceName` schemas, so a name the
 * form accepts is one the API accepts.
 */
export const NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;

export function isValidName(name: string): boolean {
  const trimmed = name.trim();
  return trimmed !== '' && NAME_PATTERN.test(trimmed);
}

export function validateName(name: string): MessageKey | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'validation.required';
  return NAME_PATTERN.test(trimmed) ? null : 'validation.nameInvalid';
}
