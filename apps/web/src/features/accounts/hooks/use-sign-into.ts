import type { Account } from '@adcontrol/domain/accounts/account';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { landingPathFor } from '../../../config/menu';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/notifications';
import { pushSession, switchSessionAt } from '../../../lib/session-store';
import { useSignIntoAccount } from '../api/sign-into-account';

/**
 * "Sign into account" (SPEC 4): on success the current session is stacked with this page as the way back,
 * and the target's session starts on its own home (its first menu item when it has no Home). The switch waits
 * for that page (the shell applies it there): the accounts page may be closed to the target's role, and must
 * not be drawn for it even for a moment. The shell also drops what the previous session had fetched.
 */
export function useSignInto() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const call = useSignIntoAccount();

  function signInto(target: Account) {
    const returnTo = location.pathname + location.search;
    call.mutate(target.id, {
      onSuccess: (session) => {
        const landing = landingPathFor(session.account.role);
        switchSessionAt(landing, () => pushSession(session, returnTo));
        void navigate(landing);
      },
      onError: (error) => {
        const isRefused = error instanceof ApiError && error.status === 403;
        const message = isRefused
          ? t('messages.auth.signIntoAccountRefused')
          : t('messages.auth.signIntoAccountFailed');
        enqueueSnackbar(message, { variant: 'error' });
      },
    });
  }

  return { signInto, signingIntoId: call.isPending ? (call.variables ?? null) : null };
}
