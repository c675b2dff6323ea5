import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { EmptyList, ListSkeleton } from '../../../components/list-states';
import { paths } from '../../../config/paths';

/** Rows shaped like the ones on their way: picture, name and company, role, date. */
export function LoadingAccounts() {
  return (
    <ListSkeleton rows={5} isDense>
      <Skeleton variant="circular" width={36} height={36} sx={{ flexShrink: 0 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Skeleton width="min(220px, 60%)" />
        <Skeleton width="min(140px, 40%)" sx={{ fontSize: '0.75rem' }} />
      </Box>
      <Skeleton variant="rounded" width={84} height={24} sx={{ borderRadius: 4 }} />
      <Skeleton width={96} sx={{ display: { xs: 'none', md: 'block' } }} />
    </ListSkeleton>
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
    <EmptyList
      icon={PeopleOutlined}
      isFiltered={isFiltered}
      onClear={onClear}
      createTo={canCreate ? paths.createAccount() : undefined}
      texts={{
        title: t('accounts.list.emptyTitle'),
        body: t('accounts.list.emptyBody'),
        noMatchTitle: t('accounts.list.noMatchTitle'),
        noMatchBody: t('accounts.list.noMatchBody'),
        clear: t('accounts.list.clear'),
        create: t('accounts.list.create'),
      }}
    />
  );
}
