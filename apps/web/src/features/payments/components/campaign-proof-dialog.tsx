import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useFormatters } from '../../../lib/use-formatters';
import { usePayments } from '../api/get-payments';
import { useMethodName } from './payment-labels';
import { ProofButton } from './proof-button';
import { PaymentStatusChip } from './status-chips';

/**
 * The state and proof sit in columns of a fixed width on every row, so a row's state never moves when the chip
 * appears or its word changes (Pending, Rechazado...); on a phone they go under the amount.
 */
const ROW_COLUMNS = { xs: '7.5rem minmax(0, 1fr)', sm: 'minmax(0, 1fr) 7.5rem 9rem' };

/** SPEC 2's campaign proof of payment modal: the payments that cover the campaign, their proofs, and a new one. */
export function CampaignProofDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const methodName = useMethodName();
  const titleId = useId();
  const list = usePayments({ campaignId: campaign.id, limit: 50 });
  const payments = list.data?.items ?? [];
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('payments.proofDialog.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {campaign.name}
        </Typography>
        {list.isPending && <Skeleton height={64} aria-label={t('common.loading')} />}
        {list.isError && (
          <Alert severity="error" role="alert">
            {errorText(list.error, t)}
          </Alert>
        )}
        {list.data && payments.length === 0 && <Typography>{t('payments.proofDialog.empty')}</Typography>}
        {payments.length > 0 && (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {payments.map((payment) => (
              <Box
                component="li"
                key={payment.id}
                sx={{
                  display: 'grid',
                  gridTemplateColumns: ROW_COLUMNS,
                  alignItems: 'center',
                  gap: 1,
                  p: 1.5,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              >
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' }, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    <bdi>{format.currency(payment.amount, payment.currency)}</bdi>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {methodName(payment.method)} ·{' '}
                    {t('payments.list.paidOn', { date: format.day(payment.paidOn) })}
                  </Typography>
                  {payment.statusReason && (
                    <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      {t('payments.list.reason', { reason: payment.statusReason })}
                    </Typography>
                  )}
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <PaymentStatusChip status={payment.status} />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  {payment.proofName && <ProofButton paymentId={payment.id} name={payment.proofName} />}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('payments.proofDialog.close')}</Button>
        <Button
          component={Link}
          to={paths.createPaymentFor(campaign.advertiserId, campaign.id)}
          variant="contained"
          startIcon={<AddOutlined />}
        >
          {t('payments.campaign.record')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
