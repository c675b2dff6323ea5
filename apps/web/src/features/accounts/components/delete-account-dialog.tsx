import type { Account } from '@adcontrol/domain/accounts/account';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName } from '../../../lib/account-names';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useDeleteAccount } from '../api/delete-account';

/**
 * SPEC 8: account errors show the server's text, a refusal it explains (the account still has campaigns) or a
 * failure on its side alike; with no answer from it (offline, an answer that is not the envelope), or an account
 * already gone, SPEC 8's own words.
 */
function failureText(error: unknown, fallback: string, t: TFunction): string {
  const hasServerText =
    error instanceof ApiError && error.code !== 'NETWORK' && error.code !== 'UNKNOWN' && error.status !== 404;
  return hasServerText ? errorText(error, t) : fallback;
}

export function DeleteAccountDialog({ account, onClose }: { account: Account | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAccount();

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={account !== null}
      title={t('accounts.delete.title')}
      body={account ? t('accounts.delete.body', { name: fullName(account), email: account.email }) : ''}
      confirmLabel={t('accounts.delete.confirm')}
      cancelLabel={t('common.actions.cancel')}
      isDestructive
      isPending={remove.isPending}
      error={remove.isError ? failureText(remove.error, t('messages.accounts.deleteFailed'), t) : null}
      onClose={close}
      onConfirm={() => {
        if (!account) return;
        remove.mutate(account.id, {
          onSuccess: () => {
            enqueueSnackbar(t('messages.accounts.deleted'), { variant: 'success' });
            close();
          },
        });
      }}
    />
  );
}
