import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function LoadingAccounts() {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: 2, pb: 2, display: 'grid', gap: 1 }} role="status" aria-label={t('common.loading')}>
      {[0, 1, 2, 3, 4].map((row) => (
        <Skeleton key={row} variant="rounded" height={44} />
      ))}
    </Box>
  );
}

export function EmptyAccounts({ isFiltered, onClear }: { isFiltered: boolean; onClear: () => void }) {
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
    </Box>
  );
}
