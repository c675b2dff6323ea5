import { describe } from 'vitest';
import type { Change, Mode } from '../helpers/campaign-save-cases';

/*
 * The campaigns-validation tests check each SPEC 5 rule as `POST /campaigns` applies it, to a new campaign and to
 * an edit alike: a value the rule refuses answers 400 with the error envelope naming the field, and nothing is
 * written (the name stays free, an edited campaign stays as it was); the value at the rule's edge is taken.
 * Uniqueness, who creates for whom and the launch rules are in campaigns-save tests.
 */

export const text = (length: number) => 'a'.repeat(length);

/** What a case sends, the field the refusal names and, where it matters, words its message holds. */
export type RefusedCase = [string, Change, string, RegExp?];

/** A file's cases, run for a new campaign and for an edit of a saved one. */
export const forCreateAndEdit = (cases: (mode: Mode) => void) =>
  describe.each(['create', 'edit'] as const)('POST /campaigns (%s)', cases);
