import type { HomeSummary } from '@adcontrol/domain/home/summary';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../hooks/use-formatters';
import { chartColors } from './chart-colors';
import type { Hovered } from './daily-chart';

/** The hovered day's figures beside the cursor, on the side with room. */
export function ChartTooltip({ day, at }: { day: HomeSummary['daily'][number]; at: Hovered }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const colors = chartColors(useTheme());
  const isRightHalf = at.left > at.width / 2;
  const row = (label: string, value: string, color?: string) => (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {color && <Box sx={{ width: 10, height: 10, borderRadius: 0.5, bgcolor: color }} />}
      <Typography variant="body2" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'absolute',
        top: 8,
        left: isRightHalf ? undefined : at.left + 12,
        right: isRightHalf ? `calc(100% - ${at.left - 12}px)` : undefined,
        minWidth: 180,
        p: 1.25,
        display: 'grid',
        gap: 0.5,
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {format.weekday(day.date)} {format.day(day.date)}
      </Typography>
      {row(t('home.metrics.impressions'), format.number(day.impressions), colors.impressions)}
      {row(t('home.metrics.clicks'), format.number(day.clicks), colors.clicks)}
      {row(t('home.metrics.ctr'), format.ctr(day.ctr))}
    </Paper>
  );
}
