import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudienceFormatters } from '../hooks/use-audience-formatters';
import { CountBreakdown } from './count-breakdown';
import type { CountState } from './people-counter';

/** Below the sections on narrow screens, where the counter itself sits in the bottom bar. */
export function CountBreakdownCard({ state }: { state: CountState }) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  const id = useId();
  const breakdown = state.data?.breakdown;
  if (state.isSkipped || !breakdown || !state.data?.count) return null;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
        {t('audience.counter.breakdownTitle')}
      </Typography>
      <CountBreakdown breakdown={breakdown} format={format} />
    </Paper>
  );
}
