import type { DealStatisticsResponse, ProgrammaticDeal } from '@adcontrol/domain/campaigns/programmatic';
import { canActivateDeal, canPauseDeal } from '@adcontrol/domain/rules/deal-status';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartTableSwitch, LazyDailyChart } from '../../../components/charts/chart-or-table';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';
import { useDealStatistics } from '../api/get-deal-statistics';
import { DealDaysTable } from './deal-days-table';
import { DealStatusChip } from './deal-status-chip';

interface DealDrawerProps {
  deal: ProgrammaticDeal | null;
  isPending: boolean;
  onToggle: (deal: ProgrammaticDeal) => void;
  onClose: () => void;
}

/** A deal's detail beside the table: what it is, its totals and its daily delivery as a chart or a table. */
export function DealDrawer({ deal, isPending, onToggle, onClose }: DealDrawerProps) {
  const titleId = useId();
  return (
    <Drawer
      anchor="right"
      open={deal !== null}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 560 }, p: { xs: 2, sm: 3 }, gap: 2 },
        },
      }}
    >
      {deal && (
        <DealDetail
          deal={deal}
          titleId={titleId}
          isPending={isPending}
          onToggle={onToggle}
          onClose={onClose}
        />
      )}
    </Drawer>
  );
}

function DealDetail({
  deal: listed,
  titleId,
  isPending,
  onToggle,
  onClose,
}: DealDrawerProps & { deal: ProgrammaticDeal; titleId: string }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const statistics = useDealStatistics(listed.id);
  // The statistics carry the deal as it is now (after a pause, say); the row until they arrive.
  const deal = statistics.data?.deal ?? listed;
  const canToggle = canPauseDeal(deal.status) || canActivateDeal(deal.status);
  const facts: [string, string][] = [
    [t('programmatics.columns.type'), t(`programmatics.type.${deal.type}`)],
    [t('programmatics.columns.advertiser'), deal.advertiserName ?? '—'],
    [t('programmatics.detail.seller'), deal.sellerName ?? '—'],
    [t('programmatics.detail.country'), deal.country],
    [
      t('programmatics.columns.dates'),
      `${format.campaignDate(deal.startDate)} – ${format.campaignDate(deal.endDate)}`,
    ],
    [t('programmatics.columns.budget'), format.wholeCurrency(deal.budget, deal.currency)],
    [t('programmatics.detail.cpm'), format.currency(deal.cpm, deal.currency)],
  ];
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
            {deal.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('programmatics.detail.exchangeId', { id: deal.exchangeDealId })}
          </Typography>
        </Box>
        <IconButton aria-label={t('programmatics.detail.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <DealStatusChip status={deal.status} />
        {canToggle && (
          <Button variant="outlined" size="small" disabled={isPending} onClick={() => onToggle(deal)}>
            {t(canActivateDeal(deal.status) ? 'programmatics.detail.activate' : 'programmatics.detail.pause')}
          </Button>
        )}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <Figure>{value}</Figure>
            </Typography>
          </Box>
        ))}
      </Box>
      <Statistics statistics={statistics.data} isError={statistics.isError} currency={deal.currency} />
    </>
  );
}

type Day = DealStatisticsResponse['days'][number];
const peakOf = (days: readonly Day[], first: Day) =>
  days.reduce((best, day) => (day.impressions > best.impressions ? day : best), first);

interface StatisticsProps {
  statistics: DealStatisticsResponse | undefined;
  isError: boolean;
  currency: ProgrammaticDeal['currency'];
}

function Statistics({ statistics, isError, currency }: StatisticsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [isTable, setTable] = useState(false);
  const labels = {
    impressions: t('programmatics.columns.impressions'),
    clicks: t('programmatics.columns.clicks'),
    ctr: t('programmatics.columns.ctr'),
  };
  if (isError) return <Typography color="error">{t('programmatics.detail.failed')}</Typography>;
  if (!statistics) return <Skeleton variant="rounded" height={320} />;
  const { totals, days } = statistics;
  const totalFigures: [string, string][] = [
    [labels.impressions, format.number(totals.impressions)],
    [labels.clicks, format.number(totals.clicks)],
    [labels.ctr, format.ctr(totals.ctr)],
    [t('programmatics.detail.spend'), format.currency(totals.spend, currency)],
  ];
  const hasDelivery = days.some((day) => day.impressions > 0);
  const first = days[0];
  const last = days.at(-1);
  const peak = first && days.reduce((best, day) => (day.impressions > best.impressions ? day : best), first);
  const summary =
    first && last && peak
      ? t('programmatics.detail.summary', {
          from: format.day(first.date),
          to: format.day(last.date),
          peakDay: format.day(peakOf(days, first).date),
          peakImpressions: format.number(peakOf(days, first).impressions),
        })
      : '';
  return (
    <>
      <Box component="section" aria-label={t('programmatics.detail.totals')}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {t('programmatics.detail.totals')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
            gap: 1.5,
          }}
        >
          {totalFigures.map(([label, value]) => (
            <Box key={label} sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {label}
              </Typography>
              <Typography variant="h6" component="div" sx={{ fontSize: '1.05rem' }}>
                <Figure>{value}</Figure>
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-label={t('programmatics.detail.daily')}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            flexWrap: 'wrap',
            gap: 1,
            mb: 1,
          }}
        >
          <Typography variant="subtitle1" component="h3">
            {t('programmatics.detail.daily')}
          </Typography>
          {hasDelivery && (
            <ChartTableSwitch
              labels={labels}
              isTable={isTable}
              onToggle={() => setTable(!isTable)}
              showChart={t('programmatics.detail.showChart')}
              showTable={t('programmatics.detail.showTable')}
            />
          )}
        </Box>
        {!hasDelivery ? (
          <Typography color="text.secondary">{t('programmatics.detail.noDelivery')}</Typography>
        ) : isTable ? (
          <DealDaysTable days={days} currency={currency} isVisible />
        ) : (
          <>
            <LazyDailyChart daily={days} labels={labels} summary={summary} size={{ height: 280 }} />
            <DealDaysTable days={days} currency={currency} isVisible={false} />
          </>
        )}
      </Box>
    </>
  );
}
