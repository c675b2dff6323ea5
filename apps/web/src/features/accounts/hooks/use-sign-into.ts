import type { Account } from '@adcontrol/domain/accounts/account';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/notifications';
import { pushSession } from '../../../lib/session-store';
import { useSignIntoAccount } from '../api/sign-into-account';

/**
 * "Sign into account" (SPEC 4): on success the current session is stacked with this page as the way back,
 * the target's session starts and home opens. Home is reached first, under the current session: the accounts
 * page may be closed to the target's role, and it must not be shown to them even for a moment. Cached data
 * belongs to the session that fetched it, so it goes.
 */
export function useSignInto() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const call = useSignIntoAccount();

  function signInto(target: Account) {
    const returnTo = location.pathname + location.search;
    call.mutate(target.id, {
      onSuccess: async (session) => {
        // flushSync: home must be on screen, not just in a pending transition, before the session changes;
        // otherwise the accounts page re-renders under the target's role and is refused.
        await navigate(paths.home(), { flushSync: true });
        pushSession(session, returnTo);
        queryClient.clear();
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
