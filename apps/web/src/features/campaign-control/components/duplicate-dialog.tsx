import type { CampaignRow } from '@adcontrol/domain/campaigns/campaign';
import { campaignName } from '@adcontrol/domain/campaigns/campaign';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface DuplicateDialogProps {
  campaign: CampaignRow | null;
  isPending: boolean;
  error: string | null;
  onConfirm: (name: string) => void;
  onClose: () => void;
}

/** Asks the copy's name (SPEC 5: letters, spaces and numbers, unique), proposing one from the original. */
export function DuplicateDialog({ campaign, isPending, error, onConfirm, onClose }: DuplicateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState('');
  const [isTouched, setIsTouched] = useState(false);
  useEffect(() => {
    if (campaign) {
      setName(t('control.duplicate.proposed', { name: campaign.name }));
      setIsTouched(false);
    }
  }, [campaign, t]);
  const isValid = campaignName.safeParse(name).success;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setIsTouched(true);
    if (isValid) onConfirm(name.trim());
  };
  return (
    <Dialog
      open={campaign !== null}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('control.duplicate.title', { name: campaign?.name ?? '' })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <TextField
            autoFocus
            margin="dense"
            label={t('control.duplicate.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={isTouched && !isValid}
            helperText={isTouched && !isValid ? t('control.duplicate.invalid') : t('control.duplicate.hint')}
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={isPending}>
            {t('control.duplicate.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
