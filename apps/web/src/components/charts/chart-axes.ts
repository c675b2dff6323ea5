import type uPlot from 'uplot';
import type { chartColors } from './chart-colors';

type ChartColors = ReturnType<typeof chartColors>;

/** Only whole days on a day axis, at most one label per ~56 px. */
export const DAY_STEPS = [1, 2, 3, 5, 7, 10, 14];

/** The look every axis of the app's charts shares: the theme's secondary text, its font, short grid-coloured ticks. */
export function axisStyle(colors: ChartColors, fontFamily: string | undefined) {
  return { stroke: colors.text, font: `12px ${fontFamily}`, ticks: { stroke: colors.grid, size: 4 } };
}

/** The bottom axis of a chart of days, x being the day's index: DD/MM labels, no grid. */
export function dayAxis(
  style: ReturnType<typeof axisStyle>,
  days: readonly { date: string }[],
  shortDay: (day: string) => string,
  steps: readonly number[] = DAY_STEPS,
): uPlot.Axis {
  return {
    ...style,
    grid: { show: false },
    size: 32,
    incrs: [...steps],
    space: 56,
    values: (_, splits) => splits.map((index) => shortDay(days[index]?.date ?? '')),
  };
}

/** A left axis of counts, with the grid: compact figures (12 k). */
export function countAxis(
  style: ReturnType<typeof axisStyle>,
  colors: ChartColors,
  scale: string,
  compact: (value: number) => string,
): uPlot.Axis {
  return {
    ...style,
    scale,
    grid: { stroke: colors.grid, width: 1 },
    size: 56,
    values: (_, splits) => splits.map((value) => compact(value)),
  };
}
