import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton } from '../../../components/list-states';
import { paths } from '../../../config/paths';

/** Rows shaped like the ones on their way: name, chips, size, dates. */
export function LoadingAudiences() {
  return (
    <ListSkeleton rows={5}>
      <Skeleton width="min(180px, 40%)" />
      <Box sx={{ display: 'flex', gap: 0.5, flex: 1 }}>
        <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
        <Skeleton variant="rounded" width={64} height={24} sx={{ borderRadius: 4 }} />
      </Box>
      <Skeleton width={80} />
      <Skeleton width={96} sx={{ display: { xs: 'none', md: 'block' } }} />
    </ListSkeleton>
  );
}

export function EmptyAudiences({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyList
      icon={GroupsOutlined}
      isFiltered={isFiltered}
      onClear={onClear}
      createTo={paths.createAudience()}
      texts={{
        title: t('audience.list.emptyTitle'),
        body: t('audience.list.emptyBody'),
        noMatchTitle: t('audience.list.noMatchTitle'),
        noMatchBody: t('audience.list.noMatchBody'),
        clear: t('audience.list.clear'),
        create: t('audience.list.create'),
      }}
    />
  );
}
