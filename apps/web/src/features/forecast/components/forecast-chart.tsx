import 'uplot/dist/uPlot.min.css';
import type { ForecastDay } from '@adcontrol/domain/simulator/contracts';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { axisStyle, countAxis, DAY_STEPS, dayAxis } from '../../../components/charts/chart-axes';
import { chartColors } from '../../../components/charts/chart-colors';
import { drawChart } from '../../../components/charts/draw-chart';
import { useFormatters } from '../../../lib/use-formatters';

/** Whole days on the time axis, at most one label per ~56 px; a forecast may run a year, so a month too. */
const FORECAST_DAY_STEPS = [...DAY_STEPS, 30];

/**
 * The expected impressions of each day as a line, inside the band from the low to the high forecast, drawn by
 * uPlot on a canvas. The canvas is a picture: its container names it in words.
 */
export default function ForecastChart({ daily, label }: { daily: readonly ForecastDay[]; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const theme = useTheme();
  const format = useFormatters();

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const colors = chartColors(theme);
    const axis = axisStyle(colors, theme.typography.fontFamily);
    const edge = { scale: 'y', stroke: `${colors.impressions}66`, width: 1, points: { show: false } };
    return drawChart(
      target,
      {
        legend: { show: false },
        padding: [8, 8, 0, 4],
        cursor: { y: false, drag: { x: false, y: false, setScale: false } },
        scales: {
          x: { time: false, range: () => [0, Math.max(1, daily.length - 1)] },
          y: { range: (_, __, max) => [0, max > 0 ? max * 1.1 : 1] },
        },
        series: [
          {},
          { ...edge, label: 'low' },
          { scale: 'y', label, stroke: colors.impressions, width: 2.5, points: { show: daily.length === 1 } },
          { ...edge, label: 'high' },
        ],
        bands: [{ series: [3, 1], fill: `${colors.impressions}29` }],
        axes: [
          dayAxis(axis, daily, format.shortDay, FORECAST_DAY_STEPS),
          countAxis(axis, colors, 'y', format.compact),
        ],
      },
      [
        daily.map((_, index) => index),
        daily.map((day) => day.low),
        daily.map((day) => day.expected),
        daily.map((day) => day.high),
      ],
      260,
    );
  }, [daily, theme, label, format]);

  // The time axis runs left to right in every direction, as the dates read.
  return (
    <Box dir="ltr" ref={container} aria-hidden sx={{ position: 'absolute', inset: 0, overflow: 'hidden' }} />
  );
}
