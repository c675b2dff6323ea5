import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal's place while its code loads at its first opening (the modals that load on demand, decision 075): the
 * page dims and a spinner turns at once, so a click is seen to be heard on a slow network; Escape or a click
 * outside closes it as it would the modal.
 */
export function LoadingDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const spinnerId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={spinnerId}
      slotProps={{ paper: { sx: { p: 3, display: 'grid', placeItems: 'center' } } }}
    >
      <CircularProgress id={spinnerId} aria-label={t('common.loading')} />
    </Dialog>
  );
}
