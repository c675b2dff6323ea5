import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { tooManyAttemptsText } from '../../../lib/api-errors';
import { isUnconfirmed } from '../api/auth-errors';

/**
 * SPEC 8: a failed login or register shows the server's reason after 'Server error: ', or 'Unknown server error'.
 * The reasons the web knows by code read in the user's language instead.
 */
export function useFailureMessage(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CREDENTIALS') return t('messages.auth.invalidCredentials');
    if (error.code === 'TOO_MANY_REQUESTS') return tooManyAttemptsText(t, error);
    if (isUnconfirmed(error)) return t('messages.auth.confirmFirst');
    if (error.code === 'NETWORK') return t('messages.common.offline');
    if (error.code !== 'UNKNOWN') return t('messages.auth.serverError', { message: error.message });
  }
  return t('messages.auth.unknownServerError');
}
