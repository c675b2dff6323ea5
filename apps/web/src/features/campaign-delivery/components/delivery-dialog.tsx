import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

interface DeliveryDialogProps {
  open: boolean;
  title: string;
  /** The campaign (or creative) the dialog changes, under the title. */
  subtitle?: string;
  submitLabel?: string;
  cancelLabel?: string;
  isPending?: boolean;
  /** Why the last attempt failed, kept inside the dialog with the user's input. */
  error?: string | null;
  maxWidth?: 'xs' | 'sm' | 'md';
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the delivery modals (SPEC 2): a form with its title, the campaign it changes, an error that keeps
 * the input, and cancel and submit. Full screen on a phone, where a centred dialog would leave no room.
 */
export function DeliveryDialog({
  open,
  title,
  subtitle,
  submitLabel,
  cancelLabel,
  isPending = false,
  error,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: DeliveryDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId} sx={{ pb: subtitle ? 0.5 : 2 }}>
        {title}
        {subtitle && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
            <bdi>{subtitle}</bdi>
          </Typography>
        )}
      </DialogTitle>
      <DialogContent
        dividers
        sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2.5, alignContent: 'start' }}
      >
        {children}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose} disabled={isPending}>
          {cancelLabel ?? t('delivery.actions.cancel')}
        </Button>
        {submitLabel && (
          <Button type="submit" variant="contained" loading={isPending}>
            {submitLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
