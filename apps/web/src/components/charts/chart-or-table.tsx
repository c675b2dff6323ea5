import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import { ChartLegend } from './chart-legend';
import type { DailyLabels, DailyRow } from './daily-row';

/** The chart library is loaded after the figures are on screen: it is not needed to read them. */
const DailyChart = lazy(() => import('./daily-chart'));

interface ChartTableSwitchProps {
  labels: DailyLabels;
  isTable: boolean;
  onToggle: () => void;
  /** The button's words in each state, from the screen. */
  showChart: string;
  showTable: string;
}

/** A daily card's corner: the chart's legend while the chart shows, and the button that swaps it for its table. */
export function ChartTableSwitch({ labels, isTable, onToggle, showChart, showTable }: ChartTableSwitchProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      {!isTable && <ChartLegend labels={labels} />}
      <Button
        size="small"
        startIcon={isTable ? <BarChartOutlined /> : <TableChartOutlined />}
        onClick={onToggle}
      >
        {isTable ? showChart : showTable}
      </Button>
    </Box>
  );
}

interface LazyDailyChartProps {
  daily: readonly DailyRow[];
  labels: DailyLabels;
  /** What the chart shows in one sentence, read instead of the picture. */
  summary: string;
  /** How much room the chart takes: a fixed height, or a least height while it grows with its card. */
  size: { height?: number; minHeight?: number; flex?: number };
}

/** The daily chart as an image with its summary, grey until the chart's code arrives. */
export function LazyDailyChart({ daily, labels, summary, size }: LazyDailyChartProps) {
  return (
    <Box role="img" aria-label={summary} data-testid="daily-chart" sx={{ position: 'relative', ...size }}>
      <Suspense
        fallback={<Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />}
      >
        <DailyChart daily={daily} labels={labels} />
      </Suspense>
    </Box>
  );
}
