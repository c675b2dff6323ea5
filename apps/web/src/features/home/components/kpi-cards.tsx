import type { HomeSummary } from '@adcontrol/domain/home/summary';
import { CAMPAIGN_STATUSES } from '@adcontrol/domain/shared/enum-values';
import AdsClickOutlined from '@mui/icons-material/AdsClickOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { useFormatters } from '../../../lib/use-formatters';
import { KpiCard } from './kpi-card';
import { changeOf, Trend } from './trend';

function Yesterday({ value }: { value: string }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('home.kpi.yesterday')}{' '}
      <Box
        component="span"
        sx={{ color: 'text.primary', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
      >
        <Figure>{value}</Figure>
      </Box>
    </Typography>
  );
}

/** The campaigns in progress and the raw statuses among them, largest first. */
function CampaignsKpi({ campaigns }: { campaigns: HomeSummary['campaigns'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const statuses = CAMPAIGN_STATUSES.map((status) => [status, campaigns.inProgressByStatus[status]] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  return (
    <KpiCard
      label={t('home.kpi.inProgress')}
      value={format.number(campaigns.inProgress)}
      icon={<CampaignOutlined />}
    >
      <Typography variant="body2" color="text.secondary">
        <Figure>
          {t('home.kpi.otherStates', {
            awaiting: format.number(campaigns.awaiting),
            finished: format.number(campaigns.finished),
          })}
        </Figure>
      </Typography>
      {statuses.length > 0 && (
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 1.5 }}
        >
          {statuses.map(([status, count]) => (
            <Typography component="li" variant="caption" color="text.secondary" key={status}>
              {t(`home.statuses.${status}`)}{' '}
              <Box component="span" sx={{ color: 'text.primary', fontWeight: 600 }}>
                {format.number(count)}
              </Box>
            </Typography>
          ))}
        </Box>
      )}
    </KpiCard>
  );
}

/** The four figures of the first row: delivery over 30 days against the 30 before, and campaigns live now. */
export function KpiCards({ summary }: { summary: HomeSummary }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { last30Days: last, previous30Days: previous, yesterday } = summary;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      <KpiCard
        label={t('home.kpi.last30Days', { metric: t('home.metrics.impressions') })}
        value={format.number(last.impressions)}
        icon={<VisibilityOutlined />}
      >
        <Trend change={changeOf(last.impressions, previous.impressions)} />
        <Yesterday value={format.number(yesterday.impressions)} />
      </KpiCard>
      <KpiCard
        label={t('home.kpi.last30Days', { metric: t('home.metrics.clicks') })}
        value={format.number(last.clicks)}
        icon={<AdsClickOutlined />}
      >
        <Trend change={changeOf(last.clicks, previous.clicks)} />
        <Yesterday value={format.number(yesterday.clicks)} />
      </KpiCard>
      <KpiCard
        label={t('home.kpi.last30Days', { metric: t('home.metrics.ctr') })}
        value={format.ctr(last.ctr)}
        icon={<PercentOutlined />}
      >
        <Trend change={changeOf(last.ctr, previous.ctr)} />
        <Yesterday value={format.ctr(yesterday.ctr)} />
      </KpiCard>
      <CampaignsKpi campaigns={summary.campaigns} />
    </Box>
  );
}
