import type { Payment } from '@adcontrol/domain/payments/payment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { useFormatters } from '../../../lib/use-formatters';
import { useMethodName } from './payment-labels';
import { ProofButton } from './proof-button';
import { PaymentStatusChip } from './status-chips';

export type Decision = 'approved' | 'rejected';

interface PaymentItemProps {
  payment: Payment;
  canReview: boolean;
  onReview: (payment: Payment, decision: Decision) => void;
}

/**
 * The columns of the list, shared by every row (each row is a subgrid of the list), so amounts, states, proofs
 * and decisions stand in the same place on every row whatever each one holds.
 */
export function paymentColumns(canReview: boolean): string {
  return `minmax(160px, 1fr) minmax(0, 1.6fr) repeat(${canReview ? 4 : 2}, auto)`;
}

const WIDE = { flexBasis: { xs: '100%', md: 'auto' }, minWidth: 0 } as const;

/** One payment: what, how and when it was paid, for whom, what it covers, its state and what can be done. */
export function PaymentItem({ payment, canReview, onReview }: PaymentItemProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const methodName = useMethodName();
  return (
    <Box
      component="li"
      sx={{
        display: { xs: 'flex', md: 'grid' },
        flexWrap: 'wrap',
        gridColumn: '1 / -1',
        gridTemplateColumns: 'subgrid',
        gap: { xs: 1.5, md: 2 },
        alignItems: 'center',
        px: { xs: 2, sm: 2.5 },
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={WIDE}>
        <Typography
          component="p"
          sx={{
            fontSize: '1.25rem',
            fontWeight: 600,
            fontVariantNumeric: 'tabular-nums',
            overflowWrap: 'anywhere',
          }}
        >
          <bdi>{format.currency(payment.amount, payment.currency)}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {methodName(payment.method)} · {t('payments.list.paidOn', { date: format.day(payment.paidOn) })}
        </Typography>
      </Box>
      <Box sx={WIDE}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {payment.advertiserName ?? '—'}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('payments.list.covers')}:{' '}
          {payment.campaigns.map((campaign, index) => (
            <span key={campaign.id}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={paths.campaign(campaign.id)}>
                {campaign.name}
              </Link>
            </span>
          ))}
        </Typography>
        {payment.statusReason && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {t('payments.list.reason', { reason: payment.statusReason })}
          </Typography>
        )}
      </Box>
      <Box>
        <PaymentStatusChip status={payment.status} />
      </Box>
      <Box>{payment.proofName && <ProofButton paymentId={payment.id} name={payment.proofName} />}</Box>
      {canReview && (
        <Box>
          {payment.status !== 'approved' && (
            <Button
              size="small"
              variant="outlined"
              color="success"
              onClick={() => onReview(payment, 'approved')}
            >
              {t('payments.actions.approve')}
            </Button>
          )}
        </Box>
      )}
      {canReview && (
        <Box>
          {payment.status !== 'rejected' && (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => onReview(payment, 'rejected')}
            >
              {t('payments.actions.reject')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
