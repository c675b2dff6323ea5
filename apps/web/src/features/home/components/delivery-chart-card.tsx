import type { HomeSummary } from '@adcontrol/domain/home/summary';
import { useTranslation } from 'react-i18next';
import { DailyChartCard } from '../../../components/charts/daily-chart-card';
import { DailyTable } from '../../../components/charts/daily-table';
import { useFormatters } from '../../../lib/use-formatters';

/** The chart's least height; beside a long spend list it grows to the card's height. */
const CHART_HEIGHT = 280;

/** Daily impressions (bars) and clicks (line) over the last 30 days, with the same data as a table for AT. */
export function DeliveryChartCard({ daily }: { daily: HomeSummary['daily'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = daily[0];
  const last = daily.at(-1);
  const labels = {
    impressions: t('home.metrics.impressions'),
    clicks: t('home.metrics.clicks'),
    ctr: t('home.metrics.ctr'),
  };
  const tableTexts = { ...labels, caption: t('home.chart.tableCaption'), date: t('home.chart.date') };
  return (
    <DailyChartCard
      title={t('home.chart.title')}
      subtitle={
        first && last
          ? t('home.chart.period', { from: format.day(first.date), to: format.day(last.date) })
          : undefined
      }
      daily={daily}
      labels={labels}
      texts={{
        showChart: t('home.chart.showChart'),
        showTable: t('home.chart.showTable'),
        noDelivery: t('home.chart.noDelivery'),
      }}
      summary={(figures) => t('home.chart.summary', figures)}
      size={{ flex: 1, minHeight: CHART_HEIGHT }}
      table={(isVisible) => <DailyTable daily={daily} texts={tableTexts} isVisible={isVisible} />}
    />
  );
}
