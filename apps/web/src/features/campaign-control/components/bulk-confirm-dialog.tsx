import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { useBulkStatus } from '../hooks/use-bulk-status';

/** Asks before pausing or activating more than a few campaigns at once: how many change, and which cannot. */
export function BulkConfirmDialog({ confirm }: { confirm: ReturnType<typeof useBulkStatus>['bulkConfirm'] }) {
  const { t } = useTranslation();
  // While the dialog fades out its request is gone: it keeps saying what it asked, not "Pause 0 campaigns?".
  const last = useRef({ request: confirm.request, leftNames: confirm.leftNames });
  if (confirm.request) last.current = { request: confirm.request, leftNames: confirm.leftNames };
  const { request, leftNames } = last.current;
  const action = request?.action ?? 'pause';
  const count = request?.able.length ?? 0;
  const left = request?.left.length ?? 0;
  return (
    <ConfirmDialog
      open={confirm.request !== null}
      title={t(`control.bulkConfirm.${action}.title`, { count })}
      body={
        <>
          {t(`control.bulkConfirm.${action}.body`, { count })}
          {left > 0 && (
            <Typography component="span" sx={{ display: 'block', mt: 1 }}>
              {t(`control.bulkConfirm.${action}.left`, { count: left, names: leftNames })}
            </Typography>
          )}
        </>
      }
      confirmLabel={t(`control.bulkConfirm.${action}.confirm`, { count })}
      cancelLabel={t('common.actions.cancel')}
      isPending={confirm.isPending}
      onConfirm={confirm.accept}
      onClose={confirm.close}
    />
  );
}
