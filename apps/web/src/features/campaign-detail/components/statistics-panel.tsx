import type { Campaign } from '@adcontrol/domain/campaigns/campaign';
import Box from '@mui/material/Box';
import { memo, useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '../../../lib/day-range';
import { useAppsReport } from '../api/get-apps-report';
import { useCampaignStatistics } from '../api/get-campaign-statistics';
import { useQuartiles } from '../api/get-quartiles';
import { useReach } from '../api/get-reach';
import { useRegionReport } from '../api/get-region-report';
import { type BreakdownRow, breakdown, dailyRows } from '../hooks/delivery';
import { BreakdownCard } from './breakdown-card';
import { DailyCard } from './daily-card';
import { QuartilesCard } from './quartiles-card';
import { RangeFigures } from './range-figures';

/** What the reader may see beyond the daily figures (the admin's switches, for an advertiser). */
export interface Visible {
  apps: boolean;
  detailed: boolean;
}

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
} as const;

function withCtr(key: string, label: string, impressions: number, clicks: number, ctr: number): BreakdownRow {
  return { key, label, impressions, clicks, ctr };
}

/** Each section's report, asked for on its own so one failure hides one card; a new object only when one changes. */
function useReports(campaign: Campaign, range: DayRange, visible: Visible, hasVideo: boolean) {
  const byDay = useCampaignStatistics(campaign.id, 'day', range);
  const byCreative = useCampaignStatistics(campaign.id, 'creative', range);
  const bySource = useCampaignStatistics(campaign.id, 'source', range);
  const regions = useRegionReport(campaign.id, range, { isEnabled: visible.detailed });
  const apps = useAppsReport(campaign.id, range, { isEnabled: visible.apps });
  const quartiles = useQuartiles(campaign.id, range, { isEnabled: hasVideo && visible.detailed });
  const reach = useReach(campaign.id, range.end, { isEnabled: visible.detailed });
  return useMemo(
    () => ({
      byDay: { data: byDay.data, isPending: byDay.isPending, isError: byDay.isError },
      byCreative: { data: byCreative.data, isError: byCreative.isError },
      bySource: { data: bySource.data, isError: bySource.isError },
      regions: { data: regions.data, isError: regions.isError },
      apps: { data: apps.data, isError: apps.isError },
      quartiles: { data: quartiles.data, isError: quartiles.isError },
      reach: reach.data,
    }),
    [
      byDay.data,
      byDay.isPending,
      byDay.isError,
      byCreative.data,
      byCreative.isError,
      bySource.data,
      bySource.isError,
      regions.data,
      regions.isError,
      apps.data,
      apps.isError,
      quartiles.data,
      quartiles.isError,
      reach.data,
    ],
  );
}

type Reports = ReturnType<typeof useReports>;

/** Every statistic of the chosen days. */
export function StatisticsPanel({
  campaign,
  range,
  visible,
}: {
  campaign: Campaign;
  range: DayRange;
  visible: Visible;
}) {
  const hasVideo = (campaign.creatives ?? []).some((creative) => creative.format === 'video');
  // Eight reports arrive one by one and each redraws the cards (charts and tables, hundreds of elements): drawn
  // as deferred renders, React yields to the browser while it works instead of blocking a phone's main thread.
  const shown = useDeferredValue(useReports(campaign, range, visible, hasVideo));
  return (
    <StatisticsCards
      campaign={campaign}
      start={range.start}
      end={range.end}
      showsApps={visible.apps}
      showsDetail={visible.detailed}
      hasVideo={hasVideo}
      reports={shown}
    />
  );
}

/** The cards, redrawn only when a report or the days change (memo): the panel's own renders pass them by. */
const StatisticsCards = memo(function StatisticsCards({
  campaign,
  start,
  end,
  showsApps,
  showsDetail,
  hasVideo,
  reports,
}: {
  campaign: Campaign;
  start: string;
  end: string;
  showsApps: boolean;
  showsDetail: boolean;
  hasVideo: boolean;
  reports: Reports;
}) {
  const { t } = useTranslation();
  const range = { start, end };
  const visible = { apps: showsApps, detailed: showsDetail };
  const { byDay, byCreative, bySource, regions, apps, quartiles, reach } = reports;
  const creativeNames = new Map(
    (campaign.creatives ?? []).map((creative) => [String(creative.id), creative.name]),
  );
  const day = byDay.data;
  const gender = day?.gender;

  return (
    <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 } }}>
      <RangeFigures totals={day?.totals} reach={reach} showsReach={visible.detailed} />
      <DailyCard
        daily={day && dailyRows(day.points, range)}
        isLoading={byDay.isPending}
        isError={byDay.isError}
      />
      <Box sx={grid}>
        <BreakdownCard
          title={t('campaignDetail.byCreative.title')}
          labelHeader={t('campaignDetail.byCreative.creative')}
          isError={byCreative.isError}
          rows={
            byCreative.data &&
            breakdown(
              byCreative.data.points,
              (point) => (point.bannerId === null ? null : String(point.bannerId)),
              (key) => creativeNames.get(key) ?? t('campaignDetail.byCreative.removed', { id: key }),
            )
          }
        />
        <BreakdownCard
          title={t('campaignDetail.bySource.title')}
          labelHeader={t('campaignDetail.bySource.source')}
          isError={bySource.isError}
          rows={
            bySource.data &&
            breakdown(
              bySource.data.points,
              (point) => point.source,
              (key) => (key === 'newton' || key === 'sinew' ? t(`campaignDetail.sources.${key}`) : key),
            )
          }
        />
        <BreakdownCard
          title={t('campaignDetail.gender.title')}
          subtitle={t('campaignDetail.gender.subtitle')}
          labelHeader={t('campaignDetail.gender.gender')}
          showsShares
          isError={byDay.isError}
          rows={
            gender &&
            (gender.impressionsMale + gender.impressionsFemale > 0
              ? [
                  withCtr(
                    'male',
                    t('campaignDetail.gender.male'),
                    gender.impressionsMale,
                    gender.clicksMale,
                    gender.ctrMale,
                  ),
                  withCtr(
                    'female',
                    t('campaignDetail.gender.female'),
                    gender.impressionsFemale,
                    gender.clicksFemale,
                    gender.ctrFemale,
                  ),
                ]
              : [])
          }
        />
        <BreakdownCard
          title={t('campaignDetail.age.title')}
          subtitle={t('campaignDetail.age.subtitle')}
          labelHeader={t('campaignDetail.age.age')}
          barBy="ctr"
          isError={byDay.isError}
          rows={day?.ageGender
            .filter((row) => row.impressions > 0)
            .map((row) => withCtr(row.ageRange, row.ageRange, row.impressions, row.clicks, row.ctr))}
        />
        {visible.detailed && (
          <BreakdownCard
            title={t('campaignDetail.regions.title')}
            labelHeader={t('campaignDetail.regions.region')}
            isError={regions.isError}
            rows={regions.data?.map((row) =>
              withCtr(
                `${row.country}-${row.region}`,
                `${row.region} (${row.country})`,
                row.impressions,
                row.clicks,
                row.ctr,
              ),
            )}
          />
        )}
        {visible.apps && (
          <BreakdownCard
            title={t('campaignDetail.apps.title')}
            labelHeader={t('campaignDetail.apps.app')}
            isError={apps.isError}
            rows={apps.data?.map((row) =>
              withCtr(row.app, row.name || row.app, row.impressions, row.clicks, row.ctr),
            )}
          />
        )}
        {hasVideo && visible.detailed && <QuartilesCard rows={quartiles.data} isError={quartiles.isError} />}
      </Box>
    </Box>
  );
});
