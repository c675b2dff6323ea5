import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { errorText, preciseKey } from './error-text';

/** A refused call as a form shows it: the form's field it names (or null) and the words to show. */
export interface Refusal<F extends string> {
  field: F | null;
  text: string;
}

type KnownRefusal = string | { key: string; values: Readonly<Record<string, string | number>> };

interface RefusalWords<F extends string> {
  /** The form's fields, by the names the API uses. */
  fields: readonly F[];
  /** The refusals the screen's calls can meet, by the English words the domain declares: a key, or a key and values. */
  known: Readonly<Record<string, KnownRefusal>>;
  /** How the screen names a field the form does not show, for a refusal shown above the form. */
  labels?: Readonly<Record<string, string>>;
}

/**
 * A refusal in the reader's language: the catalogue message the API named (`errorText`, decision 059); for a
 * refusal still raised with English words only, the screen's own words for the ones it knows. One it does not
 * know, about a field of
 * the form, says that field's value is not valid, never English; shown above the form, it names the field as the
 * screen does.
 */
export function refusalOf<F extends string>(
  t: TFunction,
  error: unknown,
  words: RefusalWords<F>,
): Refusal<F> {
  if (!(error instanceof ApiError) || error.status >= 500 || !error.field) {
    return { field: null, text: knownText(t, error, words.known) ?? errorText(error, t) };
  }
  const root = error.field.split('.')[0] as F;
  const field = words.fields.includes(root) ? root : null;
  const label = field === null ? (words.labels?.[error.field] ?? words.labels?.[root]) : undefined;
  const known = knownText(t, error, words.known);
  if (field !== null) return { field, text: known ?? t('forms.invalid') };
  if (label) return { field, text: `${label}: ${known ?? t('forms.invalid')}` };
  return { field, text: known ?? errorText(error, t) };
}

function knownText(
  t: TFunction,
  error: unknown,
  known: Readonly<Record<string, KnownRefusal>>,
): string | null {
  if (!(error instanceof ApiError)) return null;
  const prefix = error.field ? `${error.field}: ` : '';
  const words =
    prefix && error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  const found = Object.hasOwn(known, words) ? known[words] : undefined;
  if (found === undefined) return preciseKey(error) ? errorText(error, t) : null;
  return typeof found === 'string' ? t(found) : t(found.key, found.values);
}
