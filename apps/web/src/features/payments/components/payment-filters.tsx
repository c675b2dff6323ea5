import type { ListPaymentsQuery } from '@adcontrol/domain/payments/contracts';
import { PAYMENT_STATUSES } from '@adcontrol/domain/payments/payment-values';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { ChoiceField, CURRENCY_CHOICES } from '../../../components/choice-field';
import { DateField } from '../../../components/date-field';
import { useAdvertiserChoices } from '../../../entities/accounts/api/get-advertisers';
import { usePaymentMethods } from '../api/get-payment-methods';
import { advertiserLabel, useMethodName } from './payment-labels';

export type PaymentFilter = Omit<ListPaymentsQuery, 'page' | 'limit'>;

interface PaymentFiltersProps {
  filter: PaymentFilter;
  /** Advertisers see only their own payments: no advertiser filter. */
  hasAdvertiserFilter: boolean;
  onChange: (change: PaymentFilter) => void;
  onClear: () => void;
}

/** State chips, then advertiser, currency, method and the period the payments were made in. */
export function PaymentFilters({ filter, hasAdvertiserFilter, onChange, onClear }: PaymentFiltersProps) {
  const { t } = useTranslation();
  const advertisers = useAdvertiserChoices(hasAdvertiserFilter);
  const methods = usePaymentMethods();
  const methodName = useMethodName();
  const hasFilters = Object.values(filter).some((value) => value !== undefined);
  return (
    <Box component="form" aria-label={t('payments.filters.label')} sx={{ display: 'grid', gap: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={filter.status ?? 'all'}
        aria-label={t('payments.filters.status')}
        onChange={(_, value: string | null) => {
          if (value !== null)
            onChange({ status: value === 'all' ? undefined : (value as PaymentFilter['status']) });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        <ToggleButton value="all">{t('payments.filters.all')}</ToggleButton>
        {PAYMENT_STATUSES.map((status) => (
          <ToggleButton key={status} value={status}>
            {t(`payments.status.${status}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(5, minmax(0, 1fr)) auto' },
          alignItems: 'center',
        }}
      >
        {hasAdvertiserFilter && (
          <ChoiceField
            label={t('payments.filters.advertiser')}
            anyLabel={t('payments.filters.any')}
            value={filter.advertiserId as number | undefined}
            choices={(advertisers.data ?? []).map((advertiser) => ({
              value: advertiser.id,
              label: advertiserLabel(advertiser),
            }))}
            onChange={(advertiserId) => onChange({ advertiserId })}
          />
        )}
        <ChoiceField
          label={t('payments.filters.currency')}
          anyLabel={t('payments.filters.any')}
          value={filter.currency}
          choices={CURRENCY_CHOICES}
          onChange={(currency) => onChange({ currency })}
        />
        <ChoiceField
          label={t('payments.filters.method')}
          anyLabel={t('payments.filters.any')}
          value={filter.methodId as number | undefined}
          choices={(methods.data ?? []).map((method) => ({ value: method.id, label: methodName(method) }))}
          onChange={(methodId) => onChange({ methodId })}
        />
        <DateField
          size="small"
          label={t('payments.filters.from')}
          value={filter.from}
          max={filter.to}
          onChange={(from) => onChange({ from })}
        />
        <DateField
          size="small"
          label={t('payments.filters.to')}
          value={filter.to}
          min={filter.from}
          onChange={(to) => onChange({ to })}
        />
        {hasFilters && (
          <Button onClick={onClear} sx={{ justifySelf: 'start' }}>
            {t('payments.list.clearFilters')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
