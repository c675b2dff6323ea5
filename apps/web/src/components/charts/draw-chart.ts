import uPlot from 'uplot';

/** uPlot's options but the size, which the chart takes from its box. */
export type ChartOptions = Omit<uPlot.Options, 'width' | 'height'>;

/**
 * Draws a uPlot chart the size of its box (or a fallback while the box has none, as in a test) and keeps it
 * that size as the box resizes. Returns what takes the chart down, for an effect's cleanup.
 */
export function drawChart(
  box: HTMLElement,
  options: ChartOptions,
  data: uPlot.AlignedData,
  fallbackHeight: number,
): () => void {
  const chart = new uPlot(
    { ...options, width: box.clientWidth || 600, height: box.clientHeight || fallbackHeight },
    data,
    box,
  );
  const resize =
    typeof ResizeObserver === 'undefined'
      ? null
      : new ResizeObserver(([entry]) => {
          if (!entry) return;
          const { width, height } = entry.contentRect;
          chart.setSize({ width: Math.floor(width), height: Math.floor(height) });
        });
  resize?.observe(box);
  return () => {
    resize?.disconnect();
    chart.destroy();
  };
}
