import type { DealStatisticsResponse } from '@adcontrol/domain/campaigns/programmatic';
import type { Currency } from '@adcontrol/domain/shared/enums';
import { useTranslation } from 'react-i18next';
import { DailyTable } from '../../../components/charts/daily-table';
import { useFormatters } from '../../../lib/use-formatters';

interface DealDaysTableProps {
  days: DealStatisticsResponse['days'];
  currency: Currency;
  /** Shown in place of the chart, newest day first; otherwise there for screen readers only. */
  isVisible: boolean;
}

/** Every day of the deal with its spend: the chart's figures, and what the chart does not draw. */
export function DealDaysTable({ days, currency, isVisible }: DealDaysTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <DailyTable
      daily={days}
      isVisible={isVisible}
      texts={{
        caption: t('programmatics.detail.tableCaption'),
        date: t('programmatics.detail.date'),
        impressions: t('programmatics.columns.impressions'),
        clicks: t('programmatics.columns.clicks'),
        ctr: t('programmatics.columns.ctr'),
      }}
      extraColumn={{
        title: t('programmatics.detail.spend'),
        value: (day) => format.currency(day.spend, currency),
      }}
    />
  );
}
