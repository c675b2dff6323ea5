import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The words for a failed call (SPEC 8: forms show the server's text). A network failure says so, a 5xx
 * never shows internals, and an answer that was not the envelope gets the SPEC's fallback.
 */
export function apiErrorText(t: TFunction, error: unknown): string {
  if (!(error instanceof ApiError)) return t('messages.common.somethingWentWrong');
  if (error.code === 'NETWORK') return t('messages.common.offline');
  if (error.code === 'UNKNOWN') return t('messages.common.somethingWentWrong');
  if (error.code === 'TOO_MANY_REQUESTS') return tooManyAttemptsText(t, error);
  if (error.status >= 500) return t('messages.common.unexpectedTryLater');
  return error.message;
}

/**
 * SPEC 8's forgot, reset, profile and account errors: the server's own text, a 5xx's too (the server never puts
 * internals in it, ARCHITECTURE 4); a failure without the server's answer reads as `apiErrorText` says.
 */
export function serverErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.status >= 500 && error.code !== 'UNKNOWN') return error.message;
  return apiErrorText(t, error);
}

/** A 429 in the reader's language, with the wait the server asked for rounded up to whole minutes. */
export function tooManyAttemptsText(t: TFunction, error: ApiError): string {
  if (error.retryAfterSeconds === undefined) return t('common.tooManyAttempts');
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  return t('messages.auth.tooManyAttempts', { minutes });
}

/** The form field a failed call names (ARCHITECTURE 4's `field`), when the form has that field. */
export function failedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const root = error.field.split('.')[0] as F;
  return fields.includes(root) ? root : null;
}
