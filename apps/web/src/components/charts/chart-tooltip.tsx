import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useFormatters } from '../../lib/use-formatters';
import { chartColors } from './chart-colors';
import type { DailyLabels, DailyRow, Hovered } from './daily-row';

/** The hovered day's figures beside the cursor, on the side with room. */
export function ChartTooltip({ day, at, labels }: { day: DailyRow; at: Hovered; labels: DailyLabels }) {
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
      {row(labels.impressions, format.number(day.impressions), colors.impressions)}
      {row(labels.clicks, format.number(day.clicks), colors.clicks)}
      {row(labels.ctr, format.ctr(day.ctr))}
    </Paper>
  );
}
