import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import { countsImpressions } from '@adcontrol/domain/rules/delivery-metric';
import { flightElapsed } from '@adcontrol/domain/rules/flight-elapsed';
import { ctr, percentage } from '@adcontrol/domain/rules/rounding';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { FigureCard, FigureGrid } from '../../../components/figure-card';
import { useFormatters } from '../../../lib/use-formatters';
import { type Delivery, progressOf, spendOf } from '../hooks/delivery';
import { CappingTable } from './capping-table';

/** On a phone a wide stat takes the whole row: a budget in pesos does not fit half of 375 px. */
const WIDE_ON_PHONE = { gridColumn: { xs: '1 / -1', sm: 'auto' } } as const;

function Bar({
  value,
  label,
  color = 'primary',
}: {
  value: number;
  label: string;
  color?: 'primary' | 'secondary';
}) {
  return (
    <LinearProgress
      variant="determinate"
      color={color}
      value={Math.min(100, value)}
      aria-label={label}
      aria-valuetext={label}
      sx={{ height: 8, borderRadius: 4 }}
    />
  );
}

interface FlightFiguresProps {
  campaign: Campaign;
  /** Delivered over the whole flight; undefined while it loads. */
  delivered: Delivery | undefined;
  /** SPEC 7's consumption switch: the advertiser sees the budget spent only when the admin allows it. */
  canSeeSpend: boolean;
}

/** The whole flight at a glance: budget and spend, what was bought and delivered, and the capping per source. */
export function FlightFigures({ campaign, delivered, canSeeSpend }: FlightFiguresProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const pending = <Skeleton width={120} />;
  const money = (amount: number) => format.currency(amount, campaign.currency);
  const spent = delivered ? spendOf(campaign, delivered) : 0;
  const spentShare = percentage(spent, campaign.budget.total);
  const progress = delivered ? progressOf(campaign, delivered) : 0;
  const elapsed = flightElapsed(campaign.startDate, campaign.endDate, new Date());
  const deliveredOf = (metric: keyof Delivery) =>
    delivered ? <Figure>{format.number(delivered[metric])}</Figure> : pending;

  return (
    <FigureGrid sx={{ mb: { xs: 2, md: 3 } }}>
      <FigureCard
        size="small"
        label={t('campaignDetail.flight.budget')}
        value={<Figure>{money(campaign.budget.total)}</Figure>}
        sx={WIDE_ON_PHONE}
      >
        {canSeeSpend && (
          <>
            <Bar
              value={spentShare}
              label={t('campaignDetail.flight.spentShare', { share: format.percentage(spentShare) })}
            />
            <Typography variant="body2" color="text.secondary">
              {delivered ? (
                <Figure>
                  {t('campaignDetail.flight.spent', {
                    spent: money(spent),
                    share: format.percentage(spentShare),
                  })}
                </Figure>
              ) : (
                pending
              )}
            </Typography>
          </>
        )}
      </FigureCard>
      <FigureCard
        size="small"
        label={t('campaignDetail.flight.progress')}
        value={delivered ? <Figure>{format.percentage(progress)}</Figure> : pending}
        sx={WIDE_ON_PHONE}
      >
        <Bar
          value={progress}
          label={t('campaignDetail.flight.progressOf', { share: format.percentage(progress) })}
        />
        <Typography variant="body2" color="text.secondary">
          {t(
            countsImpressions(campaign.purchaseModel)
              ? 'campaignDetail.flight.byImpressions'
              : 'campaignDetail.flight.byClicks',
          )}
        </Typography>
        <Bar
          value={elapsed}
          color="secondary"
          label={t('campaignDetail.flight.elapsedOf', { share: format.percentage(elapsed) })}
        />
        <Typography variant="body2" color="text.secondary">
          <Figure>{t('campaignDetail.flight.elapsed', { share: format.percentage(elapsed) })}</Figure>
        </Typography>
      </FigureCard>
      <FigureCard
        size="small"
        label={t('campaignDetail.flight.impressions')}
        value={deliveredOf('impressions')}
      >
        <Typography variant="body2" color="text.secondary">
          <Figure>
            {t('campaignDetail.flight.target', { target: format.number(campaign.target.impressions) })}
          </Figure>
        </Typography>
      </FigureCard>
      <FigureCard size="small" label={t('campaignDetail.flight.clicks')} value={deliveredOf('clicks')}>
        <Typography variant="body2" color="text.secondary">
          <Figure>
            {t('campaignDetail.flight.target', { target: format.number(campaign.target.clicks) })}
          </Figure>
        </Typography>
        {delivered && (
          <Typography variant="body2" color="text.secondary">
            <Figure>
              {t('campaignDetail.flight.ctr', {
                ctr: format.ctr(ctr(delivered.clicks, delivered.impressions)),
              })}
            </Figure>
          </Typography>
        )}
      </FigureCard>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <CappingTable campaign={campaign} />
      </Box>
    </FigureGrid>
  );
}
