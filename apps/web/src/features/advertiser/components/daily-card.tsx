import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartLegend } from '../../../components/charts/chart-legend';
import type { DailyRow } from '../../../components/charts/daily-row';
import { DailyTable } from '../../../components/charts/daily-table';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

/** The chart library loads when the card renders: the figures above do not wait for it. */
const DailyChart = lazy(() => import('../../../components/charts/daily-chart'));

const CHART_HEIGHT = 300;

/** Impressions (bars) and clicks (line) day by day over the chosen days, or the same as a table. */
export function DailyCard({ daily }: { daily: readonly DailyRow[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isTable, setTable] = useState(false);
  const labels = {
    impressions: t('advertiser.metrics.impressions'),
    clicks: t('advertiser.metrics.clicks'),
    ctr: t('advertiser.metrics.ctr'),
  };
  const tableTexts = {
    ...labels,
    caption: t('advertiser.daily.tableCaption'),
    date: t('advertiser.daily.date'),
  };
  const first = daily[0];
  const hasDelivery = daily.some((day) => day.impressions > 0 || day.clicks > 0);
  const peak = first && daily.reduce((best, day) => (day.impressions > best.impressions ? day : best), first);
  const summary =
    first && peak
      ? t('advertiser.daily.summary', {
          from: format.day(first.date),
          to: format.day(daily.at(-1)?.date ?? first.date),
          peakDay: format.day(peak.date),
          peakImpressions: format.number(peak.impressions),
        })
      : '';

  return (
    <SectionCard
      title={t('advertiser.daily.title')}
      aside={
        hasDelivery ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            {!isTable && <ChartLegend labels={labels} />}
            <Button
              size="small"
              startIcon={isTable ? <BarChartOutlined /> : <TableChartOutlined />}
              onClick={() => setTable(!isTable)}
            >
              {isTable ? t('advertiser.daily.showChart') : t('advertiser.daily.showTable')}
            </Button>
          </Box>
        ) : undefined
      }
    >
      {!hasDelivery ? (
        <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('advertiser.daily.noDelivery')}</Typography>
        </Box>
      ) : isTable ? (
        <DailyTable daily={daily} texts={tableTexts} isVisible />
      ) : (
        <>
          <Box
            role="img"
            aria-label={summary}
            data-testid="daily-chart"
            sx={{ flex: 1, minHeight: CHART_HEIGHT, position: 'relative' }}
          >
            <Suspense
              fallback={
                <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />
              }
            >
              <DailyChart daily={daily} labels={labels} />
            </Suspense>
          </Box>
          <DailyTable daily={daily} texts={tableTexts} />
        </>
      )}
    </SectionCard>
  );
}
