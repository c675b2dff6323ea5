import type { AdvertiserOverview } from '@adcontrol/domain/advertisers/overview';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormatters } from '../../../lib/use-formatters';

/** Impressions, clicks, CTR and reach over the chosen days. */
export function OverviewFigures({ overview }: { overview: AdvertiserOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const figure = (label: string, value: string) => (
    <FigureCard size="medium" label={label} value={<Figure>{value}</Figure>} />
  );
  return (
    <FigureGrid>
      {figure(t('advertiser.metrics.impressions'), format.number(overview.totals.impressions))}
      {figure(t('advertiser.metrics.clicks'), format.number(overview.totals.clicks))}
      {figure(t('advertiser.metrics.ctr'), format.ctr(overview.totals.ctr))}
      <FigureCard
        size="medium"
        label={t('advertiser.metrics.reach')}
        value={<Figure>{format.number(overview.reach)}</Figure>}
      >
        <Typography variant="body2" color="text.secondary">
          {t('advertiser.reachNote', { date: format.day(overview.to) })}
        </Typography>
      </FigureCard>
    </FigureGrid>
  );
}
