import { percentage } from '@adcontrol/domain/rules/rounding';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import type { BreakdownRow } from '../hooks/delivery';
import { type BarColumn, BarTable } from './bar-table';

interface BreakdownCardProps {
  title: string;
  subtitle?: string;
  /** The first column's heading: creative, source, region, app. */
  labelHeader: string;
  rows: readonly BreakdownRow[] | undefined;
  isLoading?: boolean;
  isError?: boolean;
  /** What the bars compare: impressions (the default) or CTR. */
  barBy?: 'impressions' | 'ctr';
  /** Each part's share of all the impressions and clicks shown, beside its figures. */
  showsShares?: boolean;
}

/** Impressions, clicks and CTR of each part of the campaign's delivery, with bars comparing the parts. */
export function BreakdownCard({
  title,
  subtitle,
  labelHeader,
  rows,
  isLoading,
  isError,
  barBy = 'impressions',
  showsShares = false,
}: BreakdownCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const most = Math.max(Number.MIN_VALUE, ...(rows ?? []).map((row) => row[barBy]));
  const sum = (metric: 'impressions' | 'clicks') =>
    (rows ?? []).reduce((total, row) => total + row[metric], 0);
  const totals = { impressions: sum('impressions'), clicks: sum('clicks') };
  const share = (metric: 'impressions' | 'clicks'): BarColumn<BreakdownRow> => ({
    header: t(`campaignDetail.metrics.${metric}Share`),
    value: (row) => format.percentage(percentage(row[metric], totals[metric])),
  });
  return (
    <SectionCard title={title} subtitle={subtitle}>
      {isError ? (
        <Typography color="error">{t('campaignDetail.sectionFailed')}</Typography>
      ) : !rows || isLoading ? (
        <Skeleton variant="rounded" height={160} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('campaignDetail.noDeliveryInRange')}</Typography>
      ) : (
        <BarTable
          caption={title}
          rows={rows}
          keyOf={(row) => row.key}
          labelHeader={labelHeader}
          labelOf={(row) => row.label}
          barOf={(row) => row[barBy] / most}
          barColor={barBy === 'ctr' ? 'secondary.main' : 'primary.main'}
          columns={[
            {
              header: t('campaignDetail.metrics.impressions'),
              value: (row) => format.number(row.impressions),
            },
            ...(showsShares ? [share('impressions')] : []),
            { header: t('campaignDetail.metrics.clicks'), value: (row) => format.number(row.clicks) },
            ...(showsShares ? [share('clicks')] : []),
            { header: t('campaignDetail.metrics.ctr'), value: (row) => format.ctr(row.ctr) },
          ]}
        />
      )}
    </SectionCard>
  );
}
