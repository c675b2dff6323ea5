import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useFormatters } from '../../lib/use-formatters';
import { SectionCard } from '../section-card';
import { ChartTableSwitch, LazyDailyChart } from './chart-or-table';
import type { DailyLabels, DailyRow } from './daily-row';

/** The figures a chart's one-sentence summary may name, formatted (a type, so it passes as translation values). */
export type DailySummaryFigures = {
  from: string;
  to: string;
  impressions: string;
  clicks: string;
  peakDay: string;
  peakImpressions: string;
};

function useSummary(daily: readonly DailyRow[], say: (figures: DailySummaryFigures) => string): string {
  const format = useFormatters();
  const first = daily[0];
  const last = daily.at(-1);
  if (!first || !last) return '';
  const peak = daily.reduce((best, day) => (day.impressions > best.impressions ? day : best), first);
  return say({
    from: format.day(first.date),
    to: format.day(last.date),
    impressions: format.number(daily.reduce((sum, day) => sum + day.impressions, 0)),
    clicks: format.number(daily.reduce((sum, day) => sum + day.clicks, 0)),
    peakDay: format.day(peak.date),
    peakImpressions: format.number(peak.impressions),
  });
}

interface DailyChartCardProps {
  title: string;
  subtitle?: string;
  daily: readonly DailyRow[];
  labels: DailyLabels;
  /** The screen's words: the switch's two states, and what is said when nothing was delivered. */
  texts: { showChart: string; showTable: string; noDelivery: string };
  /** What the chart shows in one sentence, read instead of the picture. */
  summary: (figures: DailySummaryFigures) => string;
  size: ComponentProps<typeof LazyDailyChart>['size'];
  /** The same figures as a table: shown in place of the chart when asked for, otherwise beside it for screen readers. */
  table: (isVisible: boolean) => ReactNode;
  /** Shown instead while the days come or when they could not be read. */
  placeholder?: ReactNode;
}

/** Impressions (bars) and clicks (line) day by day, or the same as a table at the press of a button. */
export function DailyChartCard({
  title,
  subtitle,
  daily,
  labels,
  texts,
  summary,
  size,
  table,
  placeholder,
}: DailyChartCardProps) {
  const [isTable, setTable] = useState(false);
  const said = useSummary(daily, summary);
  const hasDelivery = daily.some((day) => day.impressions > 0 || day.clicks > 0);
  return (
    <SectionCard
      title={title}
      subtitle={subtitle}
      aside={
        hasDelivery ? (
          <ChartTableSwitch
            labels={labels}
            isTable={isTable}
            onToggle={() => setTable(!isTable)}
            showChart={texts.showChart}
            showTable={texts.showTable}
          />
        ) : undefined
      }
    >
      {placeholder ??
        (!hasDelivery ? (
          <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
            <Typography color="text.secondary">{texts.noDelivery}</Typography>
          </Box>
        ) : isTable ? (
          table(true)
        ) : (
          <>
            <LazyDailyChart daily={daily} labels={labels} summary={said} size={size} />
            {table(false)}
          </>
        ))}
    </SectionCard>
  );
}
