import type { PurchaseModel } from '@adcontrol/domain/shared/enums';
import type { ForecastResponse } from '@adcontrol/domain/simulator/contracts';
import AddchartOutlined from '@mui/icons-material/AddchartOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { BasisText } from './basis-text';
import { ForecastFigures } from './forecast-figures';

/** The chart library comes after the figures: they can be read without it. */
const ForecastChart = lazy(() => import('./forecast-chart'));

interface ForecastResultProps {
  result: ForecastResponse;
  model: PurchaseModel | null;
  /** Keeps the scenario for the comparison; absent when three are kept already. */
  onKeep?: () => void;
  keepBlockedReason?: string;
  onCreateCampaign?: () => void;
  /** The form changed since this forecast was made. */
  staleNotice?: string;
}

/** A forecast: its figures with their ranges, the daily curve in its band, and what it was based on. */
export function ForecastResult({
  result,
  model,
  onKeep,
  keepBlockedReason,
  onCreateCampaign,
  staleNotice,
}: ForecastResultProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const first = result.daily[0];
  const last = result.daily.at(-1);
  const peak = result.daily.reduce((top, day) => Math.max(top, day.expected), 0);
  const summary =
    first && last
      ? t('simulator.chart.summary', {
          days: result.days,
          from: format.day(first.date),
          to: format.day(last.date),
          peak: format.number(peak),
          low: format.number(result.impressions.low),
          high: format.number(result.impressions.high),
        })
      : '';
  return (
    <SectionCard
      title={t('simulator.result.title')}
      subtitle={t('simulator.result.subtitle', { days: result.days })}
    >
      <Stack spacing={2.5}>
        {staleNotice && <Alert severity="info">{staleNotice}</Alert>}
        <ForecastFigures result={result} />
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            {t('simulator.chart.title')}
          </Typography>
          <Box
            role="img"
            aria-label={summary}
            data-testid="forecast-chart"
            sx={{ position: 'relative', height: 260 }}
          >
            <Suspense
              fallback={
                <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />
              }
            >
              <ForecastChart daily={result.daily} label={t('simulator.figures.impressions')} />
            </Suspense>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('simulator.chart.legend')}
          </Typography>
        </Box>
        <BasisText result={result} model={model} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button variant="outlined" startIcon={<AddchartOutlined />} onClick={onKeep} disabled={!onKeep}>
            {t('simulator.actions.keep')}
          </Button>
          {onCreateCampaign && (
            <Button variant="contained" startIcon={<CampaignOutlined />} onClick={onCreateCampaign}>
              {t('simulator.actions.createCampaign')}
            </Button>
          )}
          {keepBlockedReason && (
            <Typography variant="body2" color="text.secondary">
              {keepBlockedReason}
            </Typography>
          )}
        </Stack>
      </Stack>
    </SectionCard>
  );
}
