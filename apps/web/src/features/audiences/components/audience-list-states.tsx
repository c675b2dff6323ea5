import AddOutlined from '@mui/icons-material/AddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Rows shaped like the ones on their way: name, chips, size, dates. */
export function LoadingAudiences() {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 0.5 }} role="status" aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
          <Skeleton width="min(180px, 40%)" />
          <Box sx={{ display: 'flex', gap: 0.5, flex: 1 }}>
            <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
            <Skeleton variant="rounded" width={64} height={24} sx={{ borderRadius: 4 }} />
          </Box>
          <Skeleton width={80} />
          <Skeleton width={96} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}

export function EmptyAudiences({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <GroupsOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="p">
        {isFiltered ? t('audience.list.noMatchTitle') : t('audience.list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary">
        {isFiltered ? t('audience.list.noMatchBody') : t('audience.list.emptyBody')}
      </Typography>
      {isFiltered ? (
        <Button onClick={onClear}>{t('audience.list.clear')}</Button>
      ) : (
        <Button component={Link} to={paths.createAudience()} variant="contained" startIcon={<AddOutlined />}>
          {t('audience.list.create')}
        </Button>
      )}
    </Box>
  );
}
