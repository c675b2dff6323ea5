import type { HomeSummary } from '@adcontrol/domain/home/summary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';
import { DeliveryChartCard } from './delivery-chart-card';
import { EndingSoonCard } from './ending-soon-card';
import { KpiCards } from './kpi-cards';
import { SpendCard } from './spend-card';
import { TopCampaignsCard } from './top-campaigns-card';

const gap = { xs: 2, md: 3 } as const;

/**
 * Delivery first, the figures a media buyer checks every morning; then where the money goes; then what needs
 * attention before it ends and what performs best.
 */
export function Dashboard({ summary }: { summary: HomeSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box sx={{ display: 'grid', gap }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: { xs: -1, md: -1.5 } }}>
        {t('home.asOf', { date: format.day(summary.asOf) })}
      </Typography>
      <KpiCards summary={summary} />
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <DeliveryChartCard daily={summary.daily} />
        <SpendCard spend={summary.spend} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <EndingSoonCard campaigns={summary.endingSoon} asOf={summary.generatedAt} />
        <TopCampaignsCard campaigns={summary.top} />
      </Box>
    </Box>
  );
}
