import type { AdvertiserOverview } from '@adcontrol/domain/advertisers/overview';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';

function FigureCard({ label, value, note }: { label: string; value: string; note?: string }) {
  const labelId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      sx={{ p: 2.5, display: 'grid', gap: 1, alignContent: 'start' }}
    >
      <Typography id={labelId} component="h2" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        component="p"
        sx={{
          fontSize: { xs: '1.625rem', md: '2.125rem' },
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          overflowWrap: 'anywhere',
        }}
      >
        <Figure>{value}</Figure>
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
    </Card>
  );
}

/** Impressions, clicks, CTR and reach over the chosen days. */
export function OverviewFigures({ overview }: { overview: AdvertiserOverview }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <FigureCard
        label={t('advertiser.metrics.impressions')}
        value={format.number(overview.totals.impressions)}
      />
      <FigureCard label={t('advertiser.metrics.clicks')} value={format.number(overview.totals.clicks)} />
      <FigureCard label={t('advertiser.metrics.ctr')} value={format.ctr(overview.totals.ctr)} />
      <FigureCard
        label={t('advertiser.metrics.reach')}
        value={format.number(overview.reach)}
        note={t('advertiser.reachNote', { date: format.day(overview.to) })}
      />
    </Box>
  );
}
