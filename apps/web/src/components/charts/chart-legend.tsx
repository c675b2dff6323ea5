import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { chartColors } from './chart-colors';
import type { DailyLabels } from './daily-row';

/** Which mark is which: bars for impressions (left axis), a line for clicks (right axis). */
export function ChartLegend({ labels }: { labels: DailyLabels }) {
  const colors = chartColors(useTheme());
  const item = (label: string, color: string, isLine: boolean) => (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box
        aria-hidden
        sx={{
          width: 14,
          height: isLine ? 3 : 12,
          borderRadius: isLine ? 2 : 0.5,
          bgcolor: color,
          opacity: isLine ? 1 : 0.85,
        }}
      />
      <Typography variant="body2">{label}</Typography>
    </Box>
  );
  return (
    <Box component="ul" aria-hidden sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 2 }}>
      {item(labels.impressions, colors.impressions, false)}
      {item(labels.clicks, colors.clicks, true)}
    </Box>
  );
}
