import type { MessageKey } from '../shared/messages';

/** SPEC 5 and 9: a campaign search needs 3 or more letters. */
export const MIN_SEARCH_LENGTH = 3;

export function isSearchable(term: string): boolean {
  return term.trim().length >= MIN_SEARCH_LENGTH;
}

/** An empty box is no search at all; a short one asks for more letters. */
export function validateSearchTerm(term: string): MessageKey | null {
  return term.trim() === '' || isSearchable(term) ? null : 'validation.searchTooShort';
}

/**
 * A name as searches compare it: accents dropped (NFD, combining marks removed), lower case, single spaces, so
 * `Bogotá`, `BOGOTA` and `bogota` are one.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
