/**
 * The daily chart's geometry and drawing on a 2D canvas: bars on the left scale, a line on the right one, both
 * from zero to a tenth above their highest value; whole days on the time axis. It replaces uPlot (23.4 kB
 * gzipped on Home) with the little of it the chart used (decision 013), keeping its layout: the same axis sizes,
 * tick spacing and increments, bar width and corners.
 */

export interface PlotColors {
  impressions: string;
  clicks: string;
  text: string;
  grid: string;
}

export interface PlotArea {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Room around the plot: padding [8, 4, 0, 4], the left axis 56 px, the right 52, the time axis 32. */
export function plotArea(width: number, height: number): PlotArea {
  return { left: 4 + 56, top: 8, right: width - 4 - 52, bottom: height - 32 };
}

/** Only whole days on the time axis, at most one label per ~56 px. */
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 14];
const DAY_SPACE = 56;
/** Values: 1, 2, 2.5 and 5 times a power of ten, ticks at least 30 px apart (uPlot's defaults). */
const VALUE_STEPS = [1, 2, 2.5, 5];
const VALUE_SPACE = 30;
const TICK = 4;
const GAP = 5;

/** The top of a value scale: a tenth above the highest value, 1 when all are zero. */
export function scaleTop(values: readonly number[]): number {
  const max = Math.max(0, ...values);
  return max > 0 ? max * 1.1 : 1;
}

/** Tick values from 0 up to `top`, at the smallest increment that keeps them `VALUE_SPACE` px apart. */
export function valueTicks(top: number, pixels: number): number[] {
  const perPixel = top / Math.max(pixels, 1);
  let step = top;
  for (let power = -2; power <= 15; power += 1) {
    const found = VALUE_STEPS.map((base) => base * 10 ** power).find((s) => s / perPixel >= VALUE_SPACE);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const ticks: number[] = [];
  // Rounded to the step's decimals, so 0.1 + 0.2 does not print as 0.30000000000000004.
  for (let i = 0; i * step <= top * (1 + 1e-9); i += 1) ticks.push(Number((i * step).toPrecision(12)));
  return ticks;
}

/** The days to label: every `step` days from the first, the step the smallest that leaves ~56 px each. */
export function dayTicks(days: number, slot: number): number[] {
  const step = DAY_STEPS.find((s) => s * slot >= DAY_SPACE) ?? DAY_STEPS[DAY_STEPS.length - 1] ?? 1;
  const ticks: number[] = [];
  for (let index = 0; index < days; index += step) ticks.push(index);
  return ticks;
}

export interface PlotInput {
  impressions: readonly number[];
  clicks: readonly number[];
  dayLabel: (index: number) => string;
  valueLabel: (value: number) => string;
  colors: PlotColors;
  font: string;
}

/** Where day `index` sits, and where each value does, in CSS pixels. */
export function plotScales(area: PlotArea, input: Pick<PlotInput, 'impressions' | 'clicks'>) {
  const days = input.impressions.length;
  const slot = (area.right - area.left) / Math.max(days, 1);
  const height = area.bottom - area.top;
  const y = (top: number) => (value: number) => area.bottom - (value / top) * height;
  const impressionsTop = scaleTop(input.impressions);
  const clicksTop = scaleTop(input.clicks);
  return {
    slot,
    x: (index: number) => area.left + (index + 0.5) * slot,
    impressionsTop,
    clicksTop,
    yImpressions: y(impressionsTop),
    yClicks: y(clicksTop),
  };
}

/** The day under a pointer at `x`, or null outside the plot. */
export function dayAt(area: PlotArea, days: number, x: number, y: number): number | null {
  if (days === 0 || x < area.left || x > area.right || y < area.top || y > area.bottom) return null;
  const slot = (area.right - area.left) / days;
  return Math.min(days - 1, Math.max(0, Math.floor((x - area.left) / slot)));
}

/** Draws the whole chart on `canvas`, sized `width` x `height` CSS pixels at the screen's pixel ratio. */
export function drawDailyPlot(canvas: HTMLCanvasElement, width: number, height: number, input: PlotInput) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const area = plotArea(width, height);
  if (area.right <= area.left || area.bottom <= area.top) return;
  const scales = plotScales(area, input);
  const { colors } = input;
  context.font = input.font;
  context.lineWidth = 1;

  // The left scale's grid and ticks, the right scale's ticks, each with its labels.
  const plotHeight = area.bottom - area.top;
  context.fillStyle = colors.text;
  context.textBaseline = 'middle';
  context.strokeStyle = colors.grid;
  context.beginPath();
  context.textAlign = 'right';
  for (const value of valueTicks(scales.impressionsTop, plotHeight)) {
    const y = Math.round(scales.yImpressions(value)) + 0.5;
    context.moveTo(area.left - TICK, y);
    context.lineTo(area.right, y);
    context.fillText(input.valueLabel(value), area.left - TICK - GAP, y);
  }
  context.textAlign = 'left';
  for (const value of valueTicks(scales.clicksTop, plotHeight)) {
    const y = Math.round(scales.yClicks(value)) + 0.5;
    context.moveTo(area.right, y);
    context.lineTo(area.right + TICK, y);
    context.fillText(input.valueLabel(value), area.right + TICK + GAP, y);
  }
  context.textAlign = 'center';
  context.textBaseline = 'top';
  for (const index of dayTicks(input.impressions.length, scales.slot)) {
    const x = Math.round(scales.x(index)) + 0.5;
    context.moveTo(x, area.bottom);
    context.lineTo(x, area.bottom + TICK);
    context.fillText(input.dayLabel(index), x, area.bottom + TICK + GAP);
  }
  context.stroke();

  // Impressions: bars 70 % of a day wide (28 px at most), their top corners rounded.
  const barWidth = Math.min(scales.slot * 0.7, 28);
  const radius = barWidth * 0.15;
  context.fillStyle = `${colors.impressions}b3`;
  context.beginPath();
  input.impressions.forEach((value, index) => {
    const top = scales.yImpressions(value);
    const barHeight = area.bottom - top;
    if (barHeight <= 0) return;
    context.roundRect(scales.x(index) - barWidth / 2, top, barWidth, barHeight, [
      Math.min(radius, barHeight),
      Math.min(radius, barHeight),
      0,
      0,
    ]);
  });
  context.fill();

  // Clicks: a line over the bars.
  context.strokeStyle = colors.clicks;
  context.lineWidth = 2.5;
  context.lineJoin = 'round';
  context.beginPath();
  input.clicks.forEach((value, index) => {
    const point = [scales.x(index), scales.yClicks(value)] as const;
    if (index === 0) context.moveTo(...point);
    else context.lineTo(...point);
  });
  context.stroke();
}
