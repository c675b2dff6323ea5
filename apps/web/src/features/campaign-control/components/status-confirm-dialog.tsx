import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useStatusActions } from '../hooks/use-status-actions';

/** Asks before finishing or cancelling a campaign: neither can be undone (decision 041). */
export function StatusConfirmDialog({
  confirm,
}: {
  confirm: ReturnType<typeof useStatusActions>['confirm'];
}) {
  const { t } = useTranslation();
  // While the dialog fades out its request is gone: it keeps its words rather than switching to another action's.
  const last = useRef(confirm.request);
  if (confirm.request) last.current = confirm.request;
  const request = last.current;
  const action = request?.action === 'cancel' ? 'cancel' : 'complete';
  return (
    <ConfirmDialog
      open={confirm.request !== null}
      title={t(`control.statusConfirm.${action}.title`, { name: request?.campaign.name ?? '' })}
      body={t(`control.statusConfirm.${action}.body`)}
      confirmLabel={t(`control.statusConfirm.${action}.confirm`)}
      cancelLabel={t('control.statusConfirm.keep')}
      isDestructive
      isPending={confirm.isPending}
      error={confirm.error}
      onConfirm={confirm.accept}
      onClose={confirm.close}
    />
  );
}
