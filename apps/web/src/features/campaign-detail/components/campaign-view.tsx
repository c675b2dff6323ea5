import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonBlock } from '../../../components/page-skeleton';
import { RangePicker } from '../../../components/range-picker';
import { PRESETS, presetRange } from '../../../lib/day-range';
import { useAfterFirstRender } from '../../../lib/use-after-first-render';
import { useCan } from '../../../lib/use-can';
import { useFormatters } from '../../../lib/use-formatters';
import { useCampaignStatistics } from '../api/get-campaign-statistics';
import { useDayRange, useFlightRange } from '../hooks/use-day-range';
import { CreativesCard, type RenderCreativeControls } from './creatives-card';
import { DetailHeader } from './detail-header';
import { FlightFigures } from './flight-figures';
import { ReportDownload } from './report-download';
import { ReportSettings } from './report-settings';
import { StatisticsPanel } from './statistics-panel';

/** A section another feature adds under the flight figures, joined in by the app (STYLE 1). */
export type RenderCampaignSection = (props: {
  campaign: Campaign;
  /** Delivered over the whole flight so far; undefined while it loads. */
  delivered: { impressions: number; clicks: number } | undefined;
}) => ReactNode;

/** The campaign as read: its header and flight figures, then the statistics of the chosen days. */
export function CampaignView({
  campaign,
  renderSection,
  renderReportActions,
  renderStatusActions,
  renderCreativeControls,
}: {
  campaign: Campaign;
  /** What ends each creative's line instead of its status (an admin's switch and menu), from another feature. */
  renderCreativeControls?: RenderCreativeControls | undefined;
  /** The campaign's status changes (pause, activate, finish, cancel), from the feature that makes them. */
  renderStatusActions?: ((campaign: Campaign) => ReactNode) | undefined;
  renderSection?: RenderCampaignSection | undefined;
  /** Actions beside the report download that the app adds from another feature (scheduling it by e-mail). */
  renderReportActions?: ((campaign: Campaign) => ReactNode) | undefined;
}) {
  // The header and flight figures paint first; the creatives, settings and statistics follow (decision 073).
  const isRestShown = useAfterFirstRender();
  const seesFullReport = useCan('campaigns.seeFullReport');
  const { flight } = useFlightRange(campaign);
  const flightTotals = useCampaignStatistics(campaign.id, 'campaign', flight);
  const delivered = flightTotals.data?.totals;
  const hasNoDelivery = delivered !== undefined && delivered.impressions === 0 && delivered.clicks === 0;

  return (
    <>
      <DetailHeader campaign={campaign} statusActions={renderStatusActions?.(campaign)} />
      <FlightFigures
        campaign={campaign}
        delivered={delivered}
        canSeeSpend={seesFullReport || campaign.reportSettings.consumption}
      />
      {isRestShown ? (
        <>
          {renderSection?.({ campaign, delivered })}
          <CampaignSections
            campaign={campaign}
            hasNoDelivery={hasNoDelivery}
            renderCreativeControls={renderCreativeControls}
            renderReportActions={renderReportActions}
          />
        </>
      ) : (
        <SkeletonBlock height={360} />
      )}
    </>
  );
}

/**
 * The creatives, the report's settings and the statistics: the larger part of the page, drawn again only when
 * what it shows changes (memo). The flight's totals arrive after the page is drawn and change the figures
 * above it only, so they no longer redraw all of this in one task a phone cannot cut (decision 073).
 */
const CampaignSections = memo(function CampaignSections({
  campaign,
  hasNoDelivery,
  renderCreativeControls,
  renderReportActions,
}: {
  campaign: Campaign;
  hasNoDelivery: boolean;
  renderCreativeControls: RenderCreativeControls | undefined;
  renderReportActions: ((campaign: Campaign) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const seesFullReport = useCan('campaigns.seeFullReport');
  const setsReport = useCan('campaigns.tuneDelivery');
  const { range, today, flight, setRange } = useDayRange(campaign);
  const presets = PRESETS.map((id) => ({
    id,
    label: t(`campaignDetail.range.${id}`),
    range: presetRange(id, today, flight),
  }));
  const rangeTexts = {
    label: t('campaignDetail.range.label'),
    presets: t('campaignDetail.range.presets'),
    from: t('campaignDetail.range.from'),
    to: t('campaignDetail.range.to'),
    apply: t('campaignDetail.range.apply'),
    endBeforeStart: t('campaignDetail.range.endBeforeStart'),
  };
  // The admin's switches decide what the advertiser sees (SPEC 7); everyone else who reads sees it all.
  const settings = campaign.reportSettings;
  const visible = {
    apps: seesFullReport || settings.showApps,
    detailed: seesFullReport || settings.typeReports,
  };

  return (
    <>
      <Box sx={{ mb: { xs: 2, md: 3 } }}>
        <CreativesCard
          campaignId={campaign.id}
          creatives={campaign.creatives ?? []}
          renderControls={renderCreativeControls}
        />
      </Box>
      {setsReport && (
        <Box sx={{ mb: { xs: 2, md: 3 } }}>
          <ReportSettings campaignId={campaign.id} settings={settings} />
        </Box>
      )}
      <Box
        component="section"
        aria-labelledby="statistics-title"
        sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}
      >
        <Card sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 2 }}>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
            }}
          >
            <Typography id="statistics-title" variant="h2">
              {t('campaignDetail.statisticsTitle')}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <ReportDownload campaignId={campaign.id} range={range} />
              {renderReportActions?.(campaign)}
            </Box>
          </Box>
          <RangePicker range={range} presets={presets} texts={rangeTexts} onChange={setRange} />
        </Card>
        {hasNoDelivery ? (
          <Alert severity="info" variant="outlined">
            <AlertTitle>{t('campaignDetail.noDelivery.title')}</AlertTitle>
            {campaign.displayStatus === 'awaiting'
              ? t('campaignDetail.noDelivery.awaiting', { date: format.campaignDate(campaign.startDate) })
              : t('campaignDetail.noDelivery.body')}
          </Alert>
        ) : (
          <StatisticsPanel campaign={campaign} range={range} visible={visible} />
        )}
      </Box>
    </>
  );
});
