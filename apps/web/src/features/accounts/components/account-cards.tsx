import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type AccountSort, SORTABLE, type SortOrder } from '../hooks/use-account-filter';
import { AccountIdentity, RoleChip } from './account-identity';
import { AccountRowActions } from './account-row-actions';
import type { AccountsViewProps } from './accounts-table';
import { EmailText } from './email-text';
import { useAccountFormatters } from './use-account-formatters';

const SORT_LABELS: Record<AccountSort, string> = {
  firstName: 'accounts.columns.name',
  company: 'accounts.columns.company',
  email: 'accounts.columns.email',
  role: 'accounts.columns.role',
  createdAt: 'accounts.columns.created',
};

/** The list on a phone: one card per account, with the sort choice a table header would give. */
export function AccountCards({ accounts, sort, order, onSort, permissionsOf, handlers }: AccountsViewProps) {
  const { t } = useTranslation();
  const format = useAccountFormatters();
  return (
    <Box>
      <Box sx={{ px: 2, pb: 1.5 }}>
        <TextField
          select
          size="small"
          label={t('accounts.list.sortBy')}
          value={`${sort}:${order}`}
          onChange={(event) => {
            const [nextSort, nextOrder] = event.target.value.split(':') as [AccountSort, SortOrder];
            onSort(nextSort, nextOrder);
          }}
        >
          {SORTABLE.flatMap((key) =>
            (['asc', 'desc'] as const).map((direction) => (
              <MenuItem key={`${key}:${direction}`} value={`${key}:${direction}`}>
                {t(SORT_LABELS[key])} · {t(`accounts.list.order.${direction}`)}
              </MenuItem>
            )),
          )}
        </TextField>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('screens.accounts')}>
        {accounts.map((account) => (
          <Box component="li" key={account.id}>
            <Divider />
            <Box sx={{ px: 2, py: 1.5, display: 'grid', gap: 1 }}>
              <Box
                sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <AccountIdentity account={account} />
                <RoleChip role={account.role} />
              </Box>
              <Typography variant="body2" sx={{ overflowWrap: 'break-word' }}>
                <EmailText email={account.email} />
              </Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="caption" color="text.secondary">
                  <bdi>{format.country(account.country)}</bdi> · <bdi>{format.date(account.createdAt)}</bdi>
                </Typography>
                <AccountRowActions
                  account={account}
                  permissions={permissionsOf(account)}
                  handlers={handlers}
                />
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
