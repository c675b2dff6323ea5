import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import { ChartLegend } from './chart-legend';
import type { DailyLabels, DailyRow } from './daily-row';

/**
 * The chart library (uPlot, 22 kB gzipped) is loaded after the figures are on screen, and only once the chart
 * is about to scroll into view: on a phone it is half a screen below the first one (decision 013).
 */
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

/** The daily chart as an image with its summary, grey until it nears the screen and its code arrives. */
export function LazyDailyChart({ daily, labels, summary, size }: LazyDailyChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const isNear = useNearViewport(ref);
  const placeholder = <Skeleton variant="rounded" sx={{ position: 'absolute', inset: 0, height: 'auto' }} />;
  return (
    <Box
      ref={ref}
      role="img"
      aria-label={summary}
      data-testid="daily-chart"
      sx={{ position: 'relative', ...size }}
    >
      {isNear ? (
        <Suspense fallback={placeholder}>
          <DailyChart daily={daily} labels={labels} />
        </Suspense>
      ) : (
        placeholder
      )}
    </Box>
  );
}
