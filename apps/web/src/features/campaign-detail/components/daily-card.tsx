import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DailyChartCard } from '../../../components/charts/daily-chart-card';
import type { DailyRow } from '../../../components/charts/daily-row';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useFormatters } from '../../../lib/use-formatters';
import { BarTable } from './bar-table';

const CHART_HEIGHT = 300;

/** Impressions (bars) and clicks (line) day by day over the chosen range, or the same as a table. */
interface DailyCardProps {
  daily: readonly DailyRow[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

export function DailyCard({ daily, isLoading, isError }: DailyCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const labels = {
    impressions: t('campaignDetail.metrics.impressions'),
    clicks: t('campaignDetail.metrics.clicks'),
    ctr: t('campaignDetail.metrics.ctr'),
  };
  const days = daily ?? [];
  const most = Math.max(1, ...days.map((day) => day.impressions));
  const table = (rows: readonly DailyRow[], isForScreenReaders = false) => (
    <BarTable
      caption={t('campaignDetail.daily.tableCaption')}
      rows={rows}
      keyOf={(day) => day.date}
      labelHeader={t('campaignDetail.daily.date')}
      labelOf={(day) => `${format.weekday(day.date)} ${format.day(day.date)}`}
      barOf={(day) => day.impressions / most}
      maxHeight={isForScreenReaders ? undefined : 480}
      isForScreenReaders={isForScreenReaders}
      columns={[
        { header: labels.impressions, value: (day) => format.number(day.impressions) },
        { header: labels.clicks, value: (day) => format.number(day.clicks) },
        { header: labels.ctr, value: (day) => format.ctr(day.ctr) },
      ]}
    />
  );

  return (
    <DailyChartCard
      title={t('campaignDetail.daily.title')}
      daily={days}
      labels={labels}
      texts={{
        showChart: t('campaignDetail.daily.showChart'),
        showTable: t('campaignDetail.daily.showTable'),
        noDelivery: t('campaignDetail.noDeliveryInRange'),
      }}
      summary={(figures) => t('campaignDetail.daily.summary', figures)}
      size={{ height: CHART_HEIGHT }}
      // Shown, newest day first: the day a buyer checks first.
      table={(isVisible) =>
        isVisible ? table([...days].reverse()) : <Box sx={visuallyHidden}>{table(days, true)}</Box>
      }
      placeholder={
        isError && !daily ? (
          <Typography color="error">{t('campaignDetail.sectionFailed')}</Typography>
        ) : !daily || isLoading ? (
          <Skeleton variant="rounded" height={CHART_HEIGHT} />
        ) : undefined
      }
    />
  );
}
