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

/** A name as it is stored: no spaces around it, one between words ("H5  Case Name" is saved as "H5 Case Name"). */
export function tidyName(name: string): string {
  return name.split(' ').filter(Boolean).join(' ').trim();
}

/**
 * What makes two campaign or audience names the same (docs/decisions/046): letter case, accents (the name taken
 * apart into letters and marks, NFD, and the combining marks U+0300–U+036F dropped, as searches fold them) and
 * repeated or surrounding spaces do not count, so "Promoción  Verano" is "promocion verano". Letters are
 * lowered one by one, as PostgreSQL's lower() does (no final-sigma rule), because the unique indexes hold the
 * same key computed in SQL (apps/server/src/db/name-key.ts), kept equal to this by a property test.
 */
export function nameKey(name: string): string {
  const bare = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return tidyName(Array.from(bare, (character) => character.toLowerCase()).join(''));
}
