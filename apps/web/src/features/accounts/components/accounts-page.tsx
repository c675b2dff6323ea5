import type { Account } from '@adcontrol/domain/accounts/account';
import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListError, ListPageHeader } from '../../../components/list-page';
import { ListPager } from '../../../components/list-pager';
import { RefreshBar } from '../../../components/refresh-bar';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session-store';
import {
  type AccountSort,
  PAGE_SIZES,
  type SortOrder,
  toRequest,
  useAccountFilter,
} from '../hooks/use-account-filter';
import { useAccountList } from '../hooks/use-account-list';
import { useSignInto } from '../hooks/use-sign-into';
import { canManage, canSignInto, creatableRoles } from '../permissions';
import { AccountCards } from './account-cards';
import { AccountsTable } from './accounts-table';
import { AccountsToolbar } from './accounts-toolbar';
import { DeleteAccountDialog } from './delete-account-dialog';
import { EmptyAccounts, LoadingAccounts } from './list-states';

/** /accounts: the accounts in the caller's scope, searched, filtered, sorted and paged by the server. */
export function AccountsPage() {
  const { t } = useTranslation();
  const { account: me, oldUsers, isSpecialAdmin = false } = useSession();
  const { filter, setFilter, hasFilters } = useAccountFilter();
  const list = useAccountList(toRequest(filter));
  const isPhone = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const [toDelete, setToDelete] = useState<Account | null>(null);
  const { signInto, signingIntoId } = useSignInto();

  const { data } = list;

  const onSort = useCallback(
    (sort: AccountSort, order?: SortOrder) => {
      const flipped = sort === filter.sort && filter.order === 'asc' ? 'desc' : 'asc';
      setFilter({ sort, order: order ?? (sort === filter.sort ? flipped : 'asc') });
    },
    [filter.sort, filter.order, setFilter],
  );

  if (!me) return null;
  const stackIds = oldUsers.map((entry) => entry.account.id);
  const actor = { account: me, isSpecialAdmin };
  const permissionsOf = (account: Account) => ({
    canEdit: canManage(actor, account),
    canDelete: canManage(actor, account),
    canSignInto: canSignInto(actor, account, stackIds),
  });
  const View = isPhone ? AccountCards : AccountsTable;
  const canCreate = creatableRoles(actor).length > 0;

  return (
    <Container component="main" maxWidth="xl" sx={{ py: { xs: 3, md: 5 }, px: { xs: 1.5, sm: 3 } }}>
      <ListPageHeader
        title={t('screens.accounts')}
        summary={data ? t('accounts.list.total', { count: data.total }) : t('accounts.list.subtitle')}
      >
        {canCreate && (
          <Button component={Link} to={paths.createAccount()} variant="contained" startIcon={<AddOutlined />}>
            {t('accounts.list.create')}
          </Button>
        )}
      </ListPageHeader>

      <Card>
        <Box sx={{ p: { xs: 2, sm: 2.5 } }}>
          <AccountsToolbar filter={filter} hasFilters={hasFilters} onChange={setFilter} />
        </Box>
        {data?.isCapped && (
          <Typography
            variant="body2"
            color="text.secondary"
            role="status"
            sx={{ px: { xs: 2, sm: 2.5 }, pb: 1.5 }}
          >
            {t('accounts.list.searchCapped', { count: data.total })}
          </Typography>
        )}
        <RefreshBar isShown={list.isFetching && Boolean(data)} />
        {list.isError && <ListError message={errorText(list.error, t)} onRetry={() => void list.refetch()} />}
        {list.isPending && !list.isError && <LoadingAccounts />}
        {data && data.items.length === 0 && (
          <EmptyAccounts
            isFiltered={hasFilters}
            canCreate={canCreate}
            onClear={() => setFilter({ role: undefined, country: undefined, search: undefined })}
          />
        )}
        {data && data.items.length > 0 && (
          <View
            accounts={data.items}
            sort={filter.sort}
            order={filter.order}
            onSort={onSort}
            permissionsOf={permissionsOf}
            handlers={{ onDelete: setToDelete, onSignInto: signInto, signingIntoId }}
          />
        )}
        <ListPager data={data} filter={filter} pageSizes={PAGE_SIZES} onChange={setFilter} />
      </Card>
      <DeleteAccountDialog account={toDelete} onClose={() => setToDelete(null)} />
    </Container>
  );
}
