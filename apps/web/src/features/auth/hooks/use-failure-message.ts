import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText, tooManyAttemptsText } from '../../../lib/error-text';
import { isUnconfirmed } from '../api/auth-errors';

/** The server's reason, in the reader's language where the web knows it by its code. */
function reasonOf(t: TFunction, error: ApiError): string {
  if (error.code === 'INVALID_CREDENTIALS') return t('messages.auth.invalidCredentials');
  if (error.code === 'TOO_MANY_REQUESTS') return tooManyAttemptsText(t, error);
  if (error.code === 'CONFLICT' && error.field === 'email') return t('messages.auth.emailExists');
  if (isUnconfirmed(error)) return t('messages.auth.confirmFirst');
  return errorText(error, t);
}

/**
 * SPEC 8: a failed login or register shows 'Server error: ' and the server's reason, or 'Unknown server error'
 * when the answer carried none. A call that never reached the server says to check the connection instead.
 */
export function useFailureMessage(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'NETWORK') return t('messages.common.offline');
  if (error instanceof ApiError && error.code !== 'UNKNOWN') {
    return t('messages.auth.serverError', { message: reasonOf(t, error) });
  }
  return t('messages.auth.unknownServerError');
}
