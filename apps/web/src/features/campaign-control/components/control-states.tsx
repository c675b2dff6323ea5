import AddOutlined from '@mui/icons-material/AddOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];

/** Rows shaped like the ones on their way: name, status, dates, progress, figures. */
export function LoadingCampaigns({ rows }: { rows: number }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 0.5 }} role="status" aria-label={t('common.loading')}>
      {SKELETON_ROWS.slice(0, Math.min(rows, 10)).map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.25 }}>
          <Skeleton variant="circular" width={24} height={24} />
          <Skeleton width="min(200px, 40%)" />
          <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
          <Skeleton width={120} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton width={96} sx={{ display: { xs: 'none', md: 'block' } }} />
          <Skeleton width={64} sx={{ display: { xs: 'none', lg: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}

export function EmptyCampaigns({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <CampaignOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="p">
        {isFiltered ? t('control.empty.noMatchTitle') : t('control.empty.title')}
      </Typography>
      <Typography color="text.secondary">
        {isFiltered ? t('control.empty.noMatchBody') : t('control.empty.body')}
      </Typography>
      {isFiltered && <Button onClick={onClear}>{t('control.filters.clear')}</Button>}
      {!isFiltered && (
        <Button component={Link} to={paths.createCampaign()} variant="contained" startIcon={<AddOutlined />}>
          {t('control.create')}
        </Button>
      )}
    </Box>
  );
}
