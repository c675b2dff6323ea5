import { countsImpressions } from '@adcontrol/domain/rules/delivery-metric';
import type { PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/use-formatters';

/** What the forecast was based on, in words: the campaigns it learnt from, their figures, and every fallback. */
export function BasisText({ result, model }: { result: ForecastResponse; model: PurchaseModel | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { basis, goal } = result;
  const sentences: string[] = [
    model !== null && countsImpressions(model)
      ? t('simulator.basis.goalImpressions', { impressions: format.number(goal.impressions) })
      : t('simulator.basis.goalClicks', {
          clicks: format.number(goal.clicks),
          impressions: format.number(goal.impressions),
        }),
  ];
  if (basis.tier === 'rules') {
    sentences.push(t('simulator.basis.rules', { minimum: basis.minimumPeers }));
  } else {
    sentences.push(
      t(`simulator.basis.tiers.${basis.tier}`, {
        count: basis.peers,
        minimum: basis.minimumPeers,
        from: basis.period ? format.day(basis.period.from) : '',
        to: basis.period ? format.day(basis.period.to) : '',
      }),
    );
    sentences.push(
      t('simulator.basis.figures', { ctr: format.ctr(basis.ctr), fill: format.percentage(basis.fill) }),
    );
  }
  if (basis.conversionRate !== null) {
    sentences.push(
      basis.conversionRate === 100
        ? t('simulator.basis.everyClick')
        : t('simulator.basis.conversion', { rate: format.percentage(basis.conversionRate) }),
    );
  }
  sentences.push(
    basis.reachPerImpression === null
      ? t('simulator.basis.noReach')
      : t('simulator.basis.reach', { rate: format.number(basis.reachPerImpression, 2) }),
  );
  if (basis.audience) {
    sentences.push(
      t('simulator.basis.audience', {
        name: basis.audience.name,
        devices: format.number(basis.audience.devices),
      }),
    );
    if (basis.audience.limits) sentences.push(t('simulator.basis.audienceLimits'));
  }
  sentences.push(t(basis.widened ? 'simulator.basis.widened' : 'simulator.basis.ranges'));
  return (
    <Box component="section" aria-label={t('simulator.basis.title')}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('simulator.basis.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {sentences.join(' ')}
      </Typography>
    </Box>
  );
}
