import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton } from '../../../components/list-states';
import { paths } from '../../../config/paths';

/** Rows shaped like the ones on their way: name, status, dates, progress, figures. */
export function LoadingCampaigns({ rows }: { rows: number }) {
  return (
    <ListSkeleton rows={rows}>
      <Skeleton variant="circular" width={24} height={24} />
      <Skeleton width="min(200px, 40%)" />
      <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
      <Skeleton width={120} sx={{ display: { xs: 'none', md: 'block' } }} />
      <Skeleton width={96} sx={{ display: { xs: 'none', md: 'block' } }} />
      <Skeleton width={64} sx={{ display: { xs: 'none', lg: 'block' } }} />
    </ListSkeleton>
  );
}

export function EmptyCampaigns({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyList
      icon={CampaignOutlined}
      isFiltered={isFiltered}
      onClear={onClear}
      createTo={paths.createCampaign()}
      texts={{
        title: t('control.empty.title'),
        body: t('control.empty.body'),
        noMatchTitle: t('control.empty.noMatchTitle'),
        noMatchBody: t('control.empty.noMatchBody'),
        clear: t('control.filters.clear'),
        create: t('control.create'),
      }}
    />
  );
}
