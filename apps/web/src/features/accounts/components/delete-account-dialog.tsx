import type { Account } from '@adcontrol/domain/accounts/account';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { fullName } from '../../../lib/account-names';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../lib/notifications';
import { useDeleteAccount } from '../api/delete-account';

/** A refusal the server explains (the account still has campaigns) is shown as said; anything else is SPEC 8's. */
function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404
    ? error.message
    : fallback;
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
      error={remove.isError ? failureText(remove.error, t('messages.accounts.deleteFailed')) : null}
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
