import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTableSwitch, LazyDailyChart } from '../../../components/charts/chart-or-table';
import type { DailyRow } from '../../../components/charts/daily-row';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { BarTable } from './bar-table';

const CHART_HEIGHT = 300;

/** Hidden from sight, not from assistive technology. */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function useSummary(daily: readonly DailyRow[]): string {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return '';
  const peak = daily.reduce((best, day) => (day.impressions > best.impressions ? day : best), first);
  return t('campaignDetail.daily.summary', {
    from: format.day(first.date),
    to: format.day(last.date),
    peakDay: format.day(peak.date),
    peakImpressions: format.number(peak.impressions),
  });
}

/** Impressions (bars) and clicks (line) day by day over the chosen range, or the same as a table. */
interface DailyCardProps {
  daily: readonly DailyRow[] | undefined;
  isLoading: boolean;
  isError: boolean;
}

export function DailyCard({ daily, isLoading, isError }: DailyCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isTable, setTable] = useState(false);
  const summary = useSummary(daily ?? []);
  const labels = {
    impressions: t('campaignDetail.metrics.impressions'),
    clicks: t('campaignDetail.metrics.clicks'),
    ctr: t('campaignDetail.metrics.ctr'),
  };
  const hasDelivery = (daily ?? []).some((day) => day.impressions > 0 || day.clicks > 0);
  const most = Math.max(1, ...(daily ?? []).map((day) => day.impressions));
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
    <SectionCard
      title={t('campaignDetail.daily.title')}
      aside={
        hasDelivery ? (
          <ChartTableSwitch
            labels={labels}
            isTable={isTable}
            onToggle={() => setTable(!isTable)}
            showChart={t('campaignDetail.daily.showChart')}
            showTable={t('campaignDetail.daily.showTable')}
          />
        ) : undefined
      }
    >
      {isError && !daily ? (
        <Typography color="error">{t('campaignDetail.sectionFailed')}</Typography>
      ) : !daily || isLoading ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
      ) : !hasDelivery ? (
        <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('campaignDetail.noDeliveryInRange')}</Typography>
        </Box>
      ) : isTable ? (
        // Newest day first: the day a buyer checks first.
        table([...daily].reverse())
      ) : (
        <>
          <LazyDailyChart daily={daily} labels={labels} summary={summary} size={{ height: CHART_HEIGHT }} />
          <Box sx={visuallyHidden}>{table(daily, true)}</Box>
        </>
      )}
    </SectionCard>
  );
}
