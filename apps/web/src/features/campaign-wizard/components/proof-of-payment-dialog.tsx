import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WizardState } from '../state/draft-store';
import { WorkOrdersField } from './work-orders-field';

/**
 * SPEC's "campaign proof of payment" modal, shown at launch when no work order is attached: attach the proof
 * (PDF, XLSX or DOCX) or launch without it, to be sent later by an edit (docs/decisions/023).
 */
export function ProofOfPaymentDialog({
  draft,
  open,
  isSaving,
  onClose,
  onLaunch,
}: {
  draft: WizardState;
  open: boolean;
  isSaving: boolean;
  onClose: () => void;
  onLaunch: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('campaigns.wizard.proof.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('campaigns.wizard.proof.body')}</DialogContentText>
        <WorkOrdersField draft={draft} label={t('campaigns.wizard.proof.attach')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button variant="contained" onClick={onLaunch} disabled={isSaving}>
          {draft.odt.length > 0 ? t('campaigns.wizard.actions.launch') : t('campaigns.wizard.proof.later')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
