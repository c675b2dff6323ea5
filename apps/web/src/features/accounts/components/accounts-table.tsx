import type { Account } from '@adcontrol/domain/accounts/account';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTranslation } from 'react-i18next';
import type { AccountSort, SortOrder } from '../hooks/use-account-filter';
import { AccountIdentity, RoleChip } from './account-identity';
import { AccountRowActions, type RowActionHandlers, type RowPermissions } from './account-row-actions';
import { EmailText } from './email-text';
import { useAccountFormatters } from './use-account-formatters';

interface Column {
  key: 'name' | 'email' | 'role' | 'country' | 'created';
  sort?: AccountSort;
}

const COLUMNS: readonly Column[] = [
  { key: 'name', sort: 'firstName' },
  { key: 'email', sort: 'email' },
  { key: 'role', sort: 'role' },
  { key: 'country' },
  { key: 'created', sort: 'createdAt' },
];

export interface AccountsViewProps {
  accounts: readonly Account[];
  sort: AccountSort;
  order: SortOrder;
  /** Without an order, sorting by the current column flips it. */
  onSort: (sort: AccountSort, order?: SortOrder) => void;
  permissionsOf: (account: Account) => RowPermissions;
  handlers: RowActionHandlers;
}

export function AccountsTable({ accounts, sort, order, onSort, permissionsOf, handlers }: AccountsViewProps) {
  const { t } = useTranslation();
  const format = useAccountFormatters();
  return (
    <TableContainer>
      <Table aria-label={t('screens.accounts')} sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell
                key={column.key}
                sortDirection={column.sort === sort ? order : false}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {column.sort ? (
                  <TableSortLabel
                    active={column.sort === sort}
                    direction={column.sort === sort ? order : 'asc'}
                    onClick={() => column.sort && onSort(column.sort)}
                  >
                    {t(`accounts.columns.${column.key}`)}
                  </TableSortLabel>
                ) : (
                  t(`accounts.columns.${column.key}`)
                )}
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {t('accounts.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id} hover>
              <TableCell sx={{ maxWidth: 280 }}>
                <AccountIdentity account={account} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'break-word', maxWidth: 280 }}>
                <EmailText email={account.email} />
              </TableCell>
              <TableCell>
                <RoleChip role={account.role} />
              </TableCell>
              <TableCell>{format.country(account.country)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {/* Isolated, so a right-to-left page does not reorder the words of a left-to-right date. */}
                <bdi>{format.date(account.createdAt)}</bdi>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }}>
                <AccountRowActions
                  account={account}
                  permissions={permissionsOf(account)}
                  handlers={handlers}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
