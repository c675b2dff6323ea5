import type { HomeSummary } from '@adcontrol/domain/home/summary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTableSwitch, LazyDailyChart } from '../../../components/charts/chart-or-table';
import { DailyTable } from '../../../components/charts/daily-table';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

/** The chart's least height; beside a long spend list it grows to the card's height. */
const CHART_HEIGHT = 280;

type Daily = HomeSummary['daily'];

/** What the chart shows, in one sentence a screen reader can read instead of the picture. */
function useChartSummary(daily: Daily): string {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return '';
  const peak = daily.reduce((best, day) => (day.impressions > best.impressions ? day : best), first);
  return t('home.chart.summary', {
    from: format.day(first.date),
    to: format.day(last.date),
    impressions: format.number(daily.reduce((sum, day) => sum + day.impressions, 0)),
    clicks: format.number(daily.reduce((sum, day) => sum + day.clicks, 0)),
    peakDay: format.day(peak.date),
    peakImpressions: format.number(peak.impressions),
  });
}

/** Daily impressions (bars) and clicks (line) over the last 30 days, with the same data as a table for AT. */
export function DeliveryChartCard({ daily }: { daily: Daily }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const summary = useChartSummary(daily);
  const first = daily[0];
  const last = daily.at(-1);
  const hasDelivery = daily.some((day) => day.impressions > 0 || day.clicks > 0);
  const [isTable, setTable] = useState(false);
  const labels = {
    impressions: t('home.metrics.impressions'),
    clicks: t('home.metrics.clicks'),
    ctr: t('home.metrics.ctr'),
  };
  const tableTexts = { ...labels, caption: t('home.chart.tableCaption'), date: t('home.chart.date') };

  return (
    <SectionCard
      title={t('home.chart.title')}
      subtitle={
        first && last
          ? t('home.chart.period', { from: format.day(first.date), to: format.day(last.date) })
          : undefined
      }
      aside={
        hasDelivery ? (
          <ChartTableSwitch
            labels={labels}
            isTable={isTable}
            onToggle={() => setTable(!isTable)}
            showChart={t('home.chart.showChart')}
            showTable={t('home.chart.showTable')}
          />
        ) : undefined
      }
    >
      {hasDelivery && isTable ? (
        <DailyTable daily={daily} texts={tableTexts} isVisible />
      ) : hasDelivery ? (
        <>
          <LazyDailyChart
            daily={daily}
            labels={labels}
            summary={summary}
            size={{ flex: 1, minHeight: CHART_HEIGHT }}
          />
          <DailyTable daily={daily} texts={tableTexts} />
        </>
      ) : (
        <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{t('home.chart.noDelivery')}</Typography>
        </Box>
      )}
    </SectionCard>
  );
}
