/** Names of campaigns and audiences: letters of any alphabet (accents included), digits and spaces (SPEC 5). */
const NAME_PATTERN = /^[\p{L}\p{M}\p{N} ]+$/u;

export function isValidName(name: string): boolean {
  return name.trim().length > 0 && NAME_PATTERN.test(name);
}

export function validateName(name: string): 'validation.nameRequired' | 'validation.nameInvalid' | null {
  if (name.trim().length === 0) return 'validation.nameRequired';
  return NAME_PATTERN.test(name) ? null : 'validation.nameInvalid';
}

/** SPEC 5: campaign search needs 3 or more letters. */
export const MIN_SEARCH_LENGTH = 3;

export function isSearchable(term: string): boolean {
  return term.trim().length >= MIN_SEARCH_LENGTH;
}
