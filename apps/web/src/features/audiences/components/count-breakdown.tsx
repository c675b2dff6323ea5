import type { CountAudienceResponse } from '@adcontrol/domain/audiences/contracts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AudienceFormatters } from '../hooks/use-audience-formatters';
import { ageLabel } from './age-labels';

type Breakdown = NonNullable<CountAudienceResponse['breakdown']>;

interface Bar {
  key: string;
  label: string;
  value: number;
}

const TOP_COUNTRIES = 5;

/** One small bar chart as a list: each line says its figure, the bar only shows it. */
function Bars({ title, bars, format }: { title: string; bars: Bar[]; format: AudienceFormatters }) {
  const id = useId();
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  if (bars.length === 0) return null;
  return (
    <Box>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        aria-labelledby={id}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
      >
        {bars.map((bar) => (
          <Box component="li" key={bar.key} sx={{ display: 'grid', gap: 0.25 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                <bdi>{bar.label}</bdi>
              </Typography>
              <Typography variant="caption" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                <bdi>{format.number(bar.value)}</bdi>
              </Typography>
            </Box>
            <Box sx={{ height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }} aria-hidden>
              <Box
                sx={{
                  height: '100%',
                  width: `${(bar.value / largest) * 100}%`,
                  bgcolor: 'primary.main',
                  borderRadius: 3,
                  transition: 'width 200ms',
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Who the count is made of: by gender, by age band, and the countries with most people. */
export function CountBreakdown({ breakdown, format }: { breakdown: Breakdown; format: AudienceFormatters }) {
  const { t } = useTranslation();
  const gender: Bar[] = (['female', 'male', 'unknown'] as const)
    .map((key) => ({ key, label: t(`audience.counter.gender.${key}`), value: breakdown.byGender[key] }))
    .filter((bar) => bar.value > 0);
  const ages: Bar[] = Object.entries(breakdown.byAgeRange)
    .filter(([, value]) => value > 0)
    .map(([key, value]) => ({ key, label: ageLabel(key), value }));
  const countries: Bar[] = Object.entries(breakdown.byCountry)
    .filter(([, value]) => value > 0)
    .sort(([, a], [, b]) => b - a)
    .slice(0, TOP_COUNTRIES)
    .map(([key, value]) => ({ key, label: format.country(key), value }));
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Bars title={t('audience.counter.byGender')} bars={gender} format={format} />
      <Bars title={t('audience.counter.byAge')} bars={ages} format={format} />
      <Bars title={t('audience.counter.byCountry')} bars={countries} format={format} />
    </Box>
  );
}
