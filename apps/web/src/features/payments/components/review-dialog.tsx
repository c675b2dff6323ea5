import type { Payment } from '@adcontrol/domain/payments/payment';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useSnackbar } from '../../../lib/notifications';
import { useFormatters } from '../../../lib/use-formatters';
import { useReviewPayment } from '../api/review-payment';
import type { Decision } from './payment-item';

interface ReviewDialogProps {
  payment: Payment;
  decision: Decision;
  onClose: () => void;
}

/** An admin confirms a decision, with an optional reason the advertiser will read. */
export function ReviewDialog({ payment, decision, onClose }: ReviewDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { enqueueSnackbar } = useSnackbar();
  const review = useReviewPayment();
  const [reason, setReason] = useState('');
  const titleId = useId();
  const bodyId = useId();
  const isApproval = decision === 'approved';
  const values = {
    amount: format.currency(payment.amount, payment.currency),
    advertiser: payment.advertiserName ?? '—',
    date: format.day(payment.paidOn),
  };
  const confirm = () =>
    review.mutate(
      { id: payment.id, status: decision, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: () => {
          enqueueSnackbar(t(`payments.review.${decision}`), { variant: 'success' });
          onClose();
        },
      },
    );
  return (
    <Dialog
      open
      onClose={review.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {t(isApproval ? 'payments.review.approveTitle' : 'payments.review.rejectTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id={bodyId} sx={{ overflowWrap: 'anywhere' }}>
          {t(isApproval ? 'payments.review.approveBody' : 'payments.review.rejectBody', values)}
        </DialogContentText>
        <TextField
          label={t('payments.review.reason')}
          helperText={t('payments.review.reasonHint')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {review.isError && (
          <Alert severity="error" role="alert">
            {errorText(review.error, t)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={review.isPending} autoFocus>
          {t('payments.review.cancel')}
        </Button>
        <Button
          onClick={confirm}
          variant="contained"
          color={isApproval ? 'success' : 'error'}
          loading={review.isPending}
        >
          {t(isApproval ? 'payments.actions.approve' : 'payments.actions.reject')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
