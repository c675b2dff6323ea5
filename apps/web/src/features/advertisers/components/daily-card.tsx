import { useTranslation } from 'react-i18next';
import { DailyChartCard } from '../../../components/charts/daily-chart-card';
import type { DailyRow } from '../../../components/charts/daily-row';
import { DailyTable } from '../../../components/charts/daily-table';

const CHART_HEIGHT = 300;

/** Impressions (bars) and clicks (line) day by day over the chosen days, or the same as a table. */
export function DailyCard({ daily }: { daily: readonly DailyRow[] }) {
  const { t } = useTranslation();
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
  return (
    <DailyChartCard
      title={t('advertiser.daily.title')}
      daily={daily}
      labels={labels}
      texts={{
        showChart: t('advertiser.daily.showChart'),
        showTable: t('advertiser.daily.showTable'),
        noDelivery: t('advertiser.daily.noDelivery'),
      }}
      summary={(figures) => t('advertiser.daily.summary', figures)}
      size={{ flex: 1, minHeight: CHART_HEIGHT }}
      table={(isVisible) => <DailyTable daily={daily} texts={tableTexts} isVisible={isVisible} />}
    />
  );
}
