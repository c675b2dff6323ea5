import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useFormatters } from '../../lib/use-formatters';
import { chartColors } from './chart-colors';
import { ChartTooltip } from './chart-tooltip';
import { dayAt, drawDailyPlot, plotArea, plotScales } from './daily-plot';
import type { DailyLabels, DailyRow } from './daily-row';

interface DailyChartProps {
  daily: readonly DailyRow[];
  labels: DailyLabels;
}

export interface Hovered {
  index: number;
  left: number;
  top: number;
  width: number;
}

const POINT = 8;

/**
 * Daily impressions as bars (left axis) and clicks as a line (right axis), drawn on a canvas (daily-plot.ts).
 * The canvas is a picture: the card names it and carries the same figures as a table. Hovering a day draws a
 * cursor there and shows its figures beside it.
 */
export default function DailyChart({ daily, labels }: DailyChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  const format = useFormatters();
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const series = useMemo(
    () => ({ impressions: daily.map((day) => day.impressions), clicks: daily.map((day) => day.clicks) }),
    [daily],
  );

  useEffect(() => {
    const target = container.current;
    if (!target) return;
    const measure = () =>
      setSize({
        width: Math.floor(target.clientWidth) || 600,
        height: Math.floor(target.clientHeight) || 280,
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const resize = new ResizeObserver(measure);
    resize.observe(target);
    return () => resize.disconnect();
  }, []);

  useEffect(() => {
    if (!size || !canvas.current) return;
    drawDailyPlot(canvas.current, size.width, size.height, {
      ...series,
      dayLabel: (index) => format.shortDay(daily[index]?.date ?? ''),
      valueLabel: (value) => format.compact(value),
      colors: chartColors(theme),
      font: `12px ${theme.typography.fontFamily}`,
    });
  }, [size, series, daily, format, theme]);

  const area = size && plotArea(size.width, size.height);
  const onMove = (event: MouseEvent<HTMLDivElement>) => {
    if (!area) return;
    const bounds = event.currentTarget.getBoundingClientRect();
    const left = event.clientX - bounds.left;
    const top = event.clientY - bounds.top;
    const index = dayAt(area, daily.length, left, top);
    setHovered(index === null ? null : { index, left, top, width: area.right });
  };
  const day = hovered ? daily[hovered.index] : undefined;
  const scales = area && hovered && day ? plotScales(area, series) : null;
  const colors = chartColors(theme);
  return (
    // The time axis runs left to right in every direction, as the dates read.
    <Box
      dir="ltr"
      sx={{ position: 'absolute', inset: 0 }}
      onMouseMove={onMove}
      onMouseLeave={() => setHovered(null)}
    >
      <Box ref={container} aria-hidden sx={{ height: '100%', overflow: 'hidden', position: 'relative' }}>
        <canvas ref={canvas} style={{ display: 'block' }} />
        {area && hovered && scales && day && (
          <>
            <Box
              sx={{
                position: 'absolute',
                left: hovered.left,
                top: area.top,
                height: area.bottom - area.top,
                borderLeft: '1px dashed',
                borderColor: 'text.disabled',
                pointerEvents: 'none',
              }}
            />
            {[
              { key: 'impressions', top: scales.yImpressions(day.impressions), color: colors.impressions },
              { key: 'clicks', top: scales.yClicks(day.clicks), color: colors.clicks },
            ].map(({ key, top, color }) => (
              <Box
                key={key}
                sx={{
                  position: 'absolute',
                  left: scales.x(hovered.index) - POINT / 2,
                  top: top - POINT / 2,
                  width: POINT,
                  height: POINT,
                  borderRadius: '50%',
                  bgcolor: color,
                  pointerEvents: 'none',
                }}
              />
            ))}
          </>
        )}
      </Box>
      {hovered && day && <ChartTooltip day={day} at={hovered} labels={labels} />}
    </Box>
  );
}
