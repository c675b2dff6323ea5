import { percentage } from '@adcontrol/domain/rules/rounding';
import type { QuartileRow } from '@adcontrol/domain/statistics/statistics';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useFormatters } from '../../../lib/use-formatters';
import { BarTable } from './bar-table';

const STAGES = ['start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete'] as const;
type Stage = (typeof STAGES)[number];

/** How far viewers got into the campaign's videos, all videos together: a funnel from start to complete. */
export function QuartilesCard({
  rows,
  isError,
}: {
  rows: readonly QuartileRow[] | undefined;
  isError: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const title = t('campaignDetail.quartiles.title');
  const total = (stage: Stage) => (rows ?? []).reduce((sum, row) => sum + row[stage], 0);
  const starts = total('start');
  const stages = STAGES.map((stage) => ({ stage, views: total(stage) }));
  return (
    <SectionCard title={title} subtitle={t('campaignDetail.quartiles.subtitle')}>
      {isError ? (
        <Typography color="error">{t('campaignDetail.sectionFailed')}</Typography>
      ) : !rows ? (
        <Skeleton variant="rounded" height={160} />
      ) : starts === 0 ? (
        <Typography color="text.secondary">{t('campaignDetail.noDeliveryInRange')}</Typography>
      ) : (
        <BarTable
          caption={title}
          rows={stages}
          keyOf={(row) => row.stage}
          labelHeader={t('campaignDetail.quartiles.stage')}
          labelOf={(row) => t(`campaignDetail.quartiles.stages.${row.stage}`)}
          barOf={(row) => row.views / starts}
          barColor="secondary.main"
          columns={[
            { header: t('campaignDetail.quartiles.views'), value: (row) => format.number(row.views) },
            {
              header: t('campaignDetail.quartiles.ofStarts'),
              value: (row) => format.percentage(percentage(row.views, starts)),
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
