import type { AdvertiserOverview } from '@adcontrol/domain/advertisers/overview';
import Box from '@mui/material/Box';
import { BestCreativesCard } from './best-creatives-card';
import { CampaignsCard } from './campaigns-card';
import { DailyCard } from './daily-card';
import { OverviewFigures } from './overview-figures';
import { SpendCard } from './spend-card';

const gap = { xs: 2, md: 3 } as const;

/**
 * Delivery over the days first, then the money per currency beside the daily chart, then each campaign's
 * progress and the creatives that perform best. While other days load, the previous figures stay, dimmed.
 */
export function OverviewBody({
  overview,
  isUpdating,
}: {
  overview: AdvertiserOverview;
  isUpdating: boolean;
}) {
  return (
    <Box
      aria-busy={isUpdating}
      sx={{ display: 'grid', gap, opacity: isUpdating ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      <OverviewFigures overview={overview} />
      <Box
        sx={{
          display: 'grid',
          gap,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <DailyCard daily={overview.daily} />
        <SpendCard spend={overview.spend} />
      </Box>
      <CampaignsCard campaigns={overview.campaigns} />
      <BestCreativesCard creatives={overview.bestCreatives} minImpressions={overview.minImpressions} />
    </Box>
  );
}
