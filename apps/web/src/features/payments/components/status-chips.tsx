import type { CampaignPaymentStateName, PaymentStatus } from '@adcontrol/domain/payments/payment';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<PaymentStatus, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
};

/** A payment's state in words and colour (the colour is never the only sign). */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLORS[status]}
      label={t(`payments.status.${status}`)}
    />
  );
}

const STATE_COLORS: Record<CampaignPaymentStateName, ChipProps['color']> = {
  paid: 'success',
  partly_paid: 'info',
  pending: 'warning',
  not_paid: 'default',
};

/** Whether a campaign is paid (docs/decisions/037). */
export function CampaignPaymentChip({ state }: { state: CampaignPaymentStateName }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATE_COLORS[state]} label={t(`payments.campaignState.${state}`)} />;
}
