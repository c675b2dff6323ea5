import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTableSwitch, LazyDailyChart } from '../../../components/charts/chart-or-table';
import type { DailyRow } from '../../../components/charts/daily-row';
import { DailyTable } from '../../../components/charts/daily-table';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';

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
          <ChartTableSwitch
            labels={labels}
            isTable={isTable}
            onToggle={() => setTable(!isTable)}
            showChart={t('advertiser.daily.showChart')}
            showTable={t('advertiser.daily.showTable')}
          />
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
          <LazyDailyChart
            daily={daily}
            labels={labels}
            summary={summary}
            size={{ flex: 1, minHeight: CHART_HEIGHT }}
          />
          <DailyTable daily={daily} texts={tableTexts} />
        </>
      )}
    </SectionCard>
  );
}
