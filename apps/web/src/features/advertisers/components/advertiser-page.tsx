import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Figure } from '../../../components/figure';
import { LoadError } from '../../../components/load-error';
import { RangePicker } from '../../../components/range-picker';
import { ApiError } from '../../../lib/api-client';
import { useFormatters } from '../../../lib/use-formatters';
import { useAdvertiserOverview } from '../api/get-advertiser-overview';
import {
  OVERVIEW_PRESETS,
  type OverviewPreset,
  presetDays,
  useOverviewAddress,
} from '../hooks/use-overview-address';
import { AdvertiserChooser } from './advertiser-chooser';
import { OverviewBody } from './overview-body';
import { AdvertiserNotFound, ChooseAdvertiser, LoadingOverview, NoCampaigns } from './overview-states';

/** The advertiser page (`/advertiser`): one advertiser's spend, delivery, campaigns and best creatives (decision 029). */
export function AdvertiserPage({
  renderActions,
}: {
  /** Actions on the chosen advertiser that the app adds from another feature (scheduling its report). */
  renderActions?: ((advertiser: { id: number; name: string }) => ReactNode) | undefined;
} = {}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { advertiserId, isAdvertiser, range, today, setRange, chooseAdvertiser } = useOverviewAddress();
  const overview = useAdvertiserOverview(advertiserId, range);
  const data = overview.data;
  const presets = (Object.keys(OVERVIEW_PRESETS) as OverviewPreset[]).map((id) => ({
    id,
    label: t(`advertiser.range.${id}`),
    range: presetDays(id, today),
  }));
  const rangeTexts = {
    label: t('advertiser.range.label'),
    presets: t('advertiser.range.presets'),
    from: t('advertiser.range.from'),
    to: t('advertiser.range.to'),
    apply: t('advertiser.range.apply'),
    endBeforeStart: t('advertiser.range.endBeforeStart'),
  };

  const body = () => {
    if (advertiserId === null) return <ChooseAdvertiser />;
    if (overview.isError && !data) {
      if (overview.error instanceof ApiError && overview.error.status === 404) return <AdvertiserNotFound />;
      return (
        <LoadError
          error={overview.error}
          isRetrying={overview.isFetching}
          onRetry={() => overview.refetch()}
        />
      );
    }
    if (!data) return <LoadingOverview />;
    if (data.campaigns.length === 0 && data.totals.impressions === 0) return <NoCampaigns />;
    return <OverviewBody overview={data} isUpdating={overview.isPlaceholderData} />;
  };

  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, px: { xs: 2, md: 3 } }}>
      <Box
        component="header"
        sx={{
          mb: { xs: 2, md: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          justifyContent: 'space-between',
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {data && !overview.isPlaceholderData ? data.advertiser.name : t('advertiser.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            <Figure>
              {t('advertiser.period', { from: format.day(range.start), to: format.day(range.end) })}
            </Figure>
          </Typography>
        </Box>
        {data && renderActions?.({ id: data.advertiser.id, name: data.advertiser.name })}
      </Box>
      <Card sx={{ p: { xs: 2, md: 2.5 }, mb: { xs: 2, md: 3 }, display: 'grid', gap: 2 }}>
        {!isAdvertiser && <AdvertiserChooser advertiserId={advertiserId} onChoose={chooseAdvertiser} />}
        <RangePicker range={range} presets={presets} texts={rangeTexts} onChange={setRange} />
      </Card>
      {body()}
    </Container>
  );
}
