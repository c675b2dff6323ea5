import type { CampaignReach, DeliveryTotals } from '@adcontrol/domain/statistics/statistics';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';

function RangeFigure({ label, value, note }: { label: string; value: string | undefined; note?: string }) {
  const labelId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={labelId}
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 0.5, alignContent: 'start' }}
    >
      <Typography id={labelId} component="h3" variant="subtitle2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="p" sx={{ fontSize: '1.375rem', fontWeight: 700 }}>
        {value === undefined ? <Skeleton width={100} /> : <Figure>{value}</Figure>}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary">
          <Figure>{note}</Figure>
        </Typography>
      )}
    </Card>
  );
}

interface RangeFiguresProps {
  totals: DeliveryTotals | undefined;
  /** Null when the advertiser is not shown the detailed reports. */
  reach: CampaignReach | null | undefined;
  showsReach: boolean;
}

/** The chosen days in four figures: impressions, clicks, CTR and the devices reached. */
export function RangeFigures({ totals, reach, showsReach }: RangeFiguresProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${showsReach ? 4 : 3}, minmax(0, 1fr))`,
        },
      }}
    >
      <RangeFigure
        label={t('campaignDetail.metrics.impressions')}
        value={totals && format.number(totals.impressions)}
      />
      <RangeFigure
        label={t('campaignDetail.metrics.clicks')}
        value={totals && format.number(totals.clicks)}
      />
      <RangeFigure label={t('campaignDetail.metrics.ctr')} value={totals && format.ctr(totals.ctr)} />
      {showsReach && (
        <RangeFigure
          label={t('campaignDetail.reach.title')}
          value={reach === undefined ? undefined : format.number(reach?.reach ?? 0)}
          note={
            reach?.asOf
              ? t('campaignDetail.reach.note', {
                  frequency: format.number(reach.frequency, 2),
                  date: format.day(reach.asOf),
                })
              : undefined
          }
        />
      )}
    </Box>
  );
}
