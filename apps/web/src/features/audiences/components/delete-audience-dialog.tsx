import type { Audience } from '@adcontrol/domain/audiences/audience';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { saveFailureText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useDeleteAudience } from '../api/delete-audience';

/**
 * SPEC 8: 'audience removed' on success; a refusal in its own words, any other failure the try-again-later
 * message, inside the dialog.
 */
export function DeleteAudienceDialog({
  audience,
  onClose,
}: {
  audience: Audience | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteAudience();

  function close() {
    remove.reset();
    onClose();
  }

  return (
    <ConfirmDialog
      open={audience !== null}
      title={t('audience.delete.title')}
      body={audience ? t('audience.delete.body', { name: audience.name }) : ''}
      confirmLabel={t('audience.delete.confirm')}
      cancelLabel={t('common.actions.cancel')}
      isDestructive
      isPending={remove.isPending}
      error={remove.isError ? saveFailureText(remove.error, t, t('messages.audiences.deleteFailed')) : null}
      onClose={close}
      onConfirm={() => {
        if (!audience) return;
        remove.mutate(audience._id, {
          onSuccess: () => {
            enqueueSnackbar(t('messages.audiences.removed'), { variant: 'success' });
            close();
          },
        });
      }}
    />
  );
}
