import type { HomeSummary } from '@adcontrol/domain/home/summary';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../hooks/use-formatters';

/** Hidden from sight, not from assistive technology: the chart's every figure, day by day. */
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

export function DailyTable({ daily }: { daily: HomeSummary['daily'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <table style={visuallyHidden}>
      <caption>{t('home.chart.tableCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('home.chart.date')}</th>
          <th scope="col">{t('home.metrics.impressions')}</th>
          <th scope="col">{t('home.metrics.clicks')}</th>
          <th scope="col">{t('home.metrics.ctr')}</th>
        </tr>
      </thead>
      <tbody>
        {daily.map((day) => (
          <tr key={day.date}>
            <th scope="row">{format.day(day.date)}</th>
            <td>{format.number(day.impressions)}</td>
            <td>{format.number(day.clicks)}</td>
            <td>{format.ctr(day.ctr)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
