import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { errorText } from './error-text';

export { tooManyAttemptsText } from './error-text';

/** @deprecated The words for a failed call: `errorText(error, t)` (lib/error-text.ts, decision 059). */
export function apiErrorText(t: TFunction, error: unknown): string {
  return errorText(error, t);
}

/** @deprecated The words for a failed call: `errorText(error, t)` (lib/error-text.ts, decision 059). */
export function serverErrorText(t: TFunction, error: unknown): string {
  return errorText(error, t);
}

/** The form field a failed call names (ARCHITECTURE 4's `field`), when the form has that field. */
export function failedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const root = error.field.split('.')[0] as F;
  return fields.includes(root) ? root : null;
}
