import 'uplot/dist/uPlot.min.css';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { useFormatters } from '../../lib/use-formatters';
import { axisStyle, countAxis, dayAxis } from './chart-axes';
import { chartColors } from './chart-colors';
import { ChartTooltip } from './chart-tooltip';
import type { DailyLabels, DailyRow, Hovered } from './daily-row';
import { drawChart } from './draw-chart';

interface DailyChartProps {
  daily: readonly DailyRow[];
  labels: DailyLabels;
}

/**
 * Daily impressions as bars (left axis) and clicks as a line (right axis), drawn by uPlot on a canvas. The
 * canvas is a picture: the card names it and carries the same figures as a table.
 */
export default function DailyChart({ daily, labels }: DailyChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const format = useFormatters();
  const [hovered, setHovered] = useState<Hovered | null>(null);

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const colors = chartColors(theme);
    const axis = axisStyle(colors, theme.typography.fontFamily);
    const upTo = (max: number): uPlot.Range.MinMax => [0, max > 0 ? max * 1.1 : 1];
    return drawChart(
      target,
      {
        legend: { show: false },
        padding: [8, 4, 0, 4],
        cursor: { y: false, drag: { x: false, y: false, setScale: false }, points: { size: 8 } },
        scales: {
          x: { time: false, range: () => [-0.5, daily.length - 0.5] },
          impressions: { range: (_, __, max) => upTo(max) },
          clicks: { range: (_, __, max) => upTo(max) },
        },
        series: [
          {},
          {
            label: labels.impressions,
            scale: 'impressions',
            stroke: colors.impressions,
            fill: `${colors.impressions}b3`,
            width: 0,
            paths: uPlot.paths.bars?.({ size: [0.7, 28], radius: 0.15 }),
            points: { show: false },
          },
          {
            label: labels.clicks,
            scale: 'clicks',
            stroke: colors.clicks,
            width: 2.5,
            points: { show: false },
          },
        ],
        axes: [
          dayAxis(axis, daily, format.shortDay),
          countAxis(axis, colors, 'impressions', format.compact),
          {
            ...axis,
            scale: 'clicks',
            side: 1,
            grid: { show: false },
            size: 52,
            values: (_, splits) => splits.map((value) => format.compact(value)),
          },
        ],
        hooks: {
          setCursor: [
            (plot) => {
              const { idx, left, top } = plot.cursor;
              if (idx == null || left == null || left < 0) return setHovered(null);
              setHovered({
                index: idx,
                left: plot.over.offsetLeft + left,
                top: plot.over.offsetTop + (top ?? 0),
                width: plot.over.offsetLeft + plot.over.clientWidth,
              });
            },
          ],
        },
      },
      [daily.map((_, index) => index), daily.map((day) => day.impressions), daily.map((day) => day.clicks)],
      280,
    );
  }, [daily, theme, labels.impressions, labels.clicks, format]);

  const day = hovered ? daily[hovered.index] : undefined;
  return (
    // The time axis runs left to right in every direction, as the dates read.
    <Box dir="ltr" sx={{ position: 'absolute', inset: 0 }} onMouseLeave={() => setHovered(null)}>
      <Box
        ref={container}
        aria-hidden
        sx={{ height: '100%', overflow: 'hidden', '& .u-cursor-x': { borderColor: 'text.disabled' } }}
      />
      {hovered && day && <ChartTooltip day={day} at={hovered} labels={labels} />}
    </Box>
  );
}
