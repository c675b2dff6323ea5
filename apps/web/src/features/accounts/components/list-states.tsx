import AddOutlined from '@mui/icons-material/AddOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Rows shaped like the ones on their way: picture, name and company, role, date. */
export function LoadingAccounts() {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 0.5 }} role="status" aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Box key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Skeleton variant="circular" width={36} height={36} sx={{ flexShrink: 0 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Skeleton width="min(220px, 60%)" />
            <Skeleton width="min(140px, 40%)" sx={{ fontSize: '0.75rem' }} />
          </Box>
          <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
          <Skeleton width={96} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Box>
      ))}
    </Box>
  );
}

interface EmptyAccountsProps {
  isFiltered: boolean;
  onClear: () => void;
  /** With no account yet, the way to make the first one, for a role that may. */
  canCreate: boolean;
}

export function EmptyAccounts({ isFiltered, onClear, canCreate }: EmptyAccountsProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ py: 6, px: 2, display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
      <PeopleOutlined sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography variant="h2" component="p">
        {isFiltered ? t('accounts.list.noMatchTitle') : t('accounts.list.emptyTitle')}
      </Typography>
      <Typography color="text.secondary">
        {isFiltered ? t('accounts.list.noMatchBody') : t('accounts.list.emptyBody')}
      </Typography>
      {isFiltered && <Button onClick={onClear}>{t('accounts.list.clear')}</Button>}
      {!isFiltered && canCreate && (
        <Button component={Link} to={paths.createAccount()} variant="contained" startIcon={<AddOutlined />}>
          {t('accounts.list.create')}
        </Button>
      )}
    </Box>
  );
}
