import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** Words for the zod issue codes a form meets; a field can say it better with its own keys. */
const ISSUE_KEYS: Record<string, string> = {
  too_small: 'messages.validation.required',
  invalid_type: 'messages.validation.required',
  invalid_format: 'forms.invalidFormat',
  too_big: 'forms.tooLong',
  invalid_value: 'forms.invalidChoice',
};

/** Set on errors the server reported: their message is already the words to show. */
export const SERVER_ERROR = 'server';

/**
 * The text under an input. Client-side issues come from the shared zod schemas, whose messages are English
 * notes for developers; the user reads a translation picked by the issue's code (STYLE 8).
 */
export function fieldErrorText(
  t: TFunction,
  error: FieldError | undefined,
  keys: Partial<Record<string, string>> = {},
): string | undefined {
  if (!error) return undefined;
  if (error.type === SERVER_ERROR) return error.message;
  const type = String(error.type);
  return t(keys[type] ?? ISSUE_KEYS[type] ?? 'forms.invalid');
}
