import { ERROR_CODE_MESSAGES } from '@adcontrol/domain/shared/error-codes';
import type { MessageKey } from '@adcontrol/domain/shared/messages';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';

/**
 * The words for a failed call, in the reader's language (SPEC 8, decision 059): the catalogue message the server
 * named in its envelope (`key` and `params`), with the values it needs. A network failure says so; an answer that
 * was not the envelope gets the SPEC's fallback; a 429 says how long to wait.
 *
 * Some refusals are still raised with English words only and reach the web with their code's general message.
 * An English reader then reads the server's own, more precise words; everybody else reads the general message
 * in their language, never English.
 */
export function errorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('messages.common.somethingWentWrong');
  if (error.code === 'NETWORK') return t('messages.common.offline');
  if (error.code === 'UNKNOWN') return t('messages.common.somethingWentWrong');
  if (error.code === 'TOO_MANY_REQUESTS') return tooManyAttemptsText(t, error);
  const precise = preciseKey(error);
  if (precise) return t(`messages.${precise}`, { ...error.words?.params });
  // SPEC 8's words for a failure on the server's side that it did not explain.
  if (error.status >= 500) return t('messages.common.unexpectedTryLater');
  if (readerLanguage(t) === 'en') return error.message;
  return t(`messages.${error.words?.key ?? ERROR_CODE_MESSAGES[error.code]}`);
}

/** Whether a failed call is the catalogue's refusal `key`: a screen that words one refusal its own way asks this, never the English. */
export function isRefusal(error: unknown, key: MessageKey): boolean {
  return error instanceof ApiError && error.words?.key === key;
}

/** The envelope's key when it says more than the code does ("Campaign already exists", not "a conflict"). */
export function preciseKey(error: ApiError): string | null {
  if (error.code === 'UNKNOWN' || error.code === 'NETWORK') return null;
  const key = error.words?.key;
  if (!key || key === ERROR_CODE_MESSAGES[error.code] || key === 'validation.invalid') return null;
  return key;
}

/** A 429 in the reader's language, with the wait the server asked for rounded up to whole minutes. */
export function tooManyAttemptsText(t: TFunction, error: ApiError): string {
  if (error.retryAfterSeconds === undefined) return t('common.tooManyAttempts');
  const minutes = Math.max(1, Math.ceil(error.retryAfterSeconds / 60));
  return t('messages.auth.tooManyAttempts', { minutes });
}

function readerLanguage(t: TFunction): string | undefined {
  // i18next's `getFixedT`, which `useTranslation` calls, writes the language on the function it returns.
  const lng = (t as TFunction & { lng?: string | readonly string[] }).lng;
  return (typeof lng === 'string' ? lng : lng?.[0])?.split('-')[0];
}

/**
 * The form field a failed call names (ARCHITECTURE 4's `field`), when the form has that field: the field itself
 * or a part of it (`campaignIds.0` is `campaignIds`). A form's field may be a path (`filters.geolocalization`).
 */
export function failedField<F extends string>(error: unknown, fields: readonly F[]): F | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const named = error.field;
  return fields.find((field) => named === field || named.startsWith(`${field}.`)) ?? null;
}

/**
 * A failed save in words: the server's refusal, or, for a failure it did not explain (its own fault, an answer
 * that was not the envelope), the form's own words when it has them (SPEC 8's "could not be saved").
 */
export function saveFailureText(error: unknown, t: TFunction, fallback?: string): string {
  const isUnexplained = !(error instanceof ApiError) || error.code === 'UNKNOWN' || error.status >= 500;
  return isUnexplained && fallback !== undefined ? fallback : errorText(error, t);
}
