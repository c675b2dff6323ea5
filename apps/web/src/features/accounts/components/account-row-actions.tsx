import type { Account } from '@adcontrol/domain/accounts/account';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import LoginOutlined from '@mui/icons-material/LoginOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { fullName } from '../../../lib/account-names';

export interface RowPermissions {
  canEdit: boolean;
  canDelete: boolean;
  canSignInto: boolean;
}

export interface RowActionHandlers {
  onDelete: (account: Account) => void;
  onSignInto: (account: Account) => void;
  /** The account being signed into, while that call runs. */
  signingIntoId: number | null;
}

/** Each button names the account it acts on, so a screen reader user knows which row it belongs to. */
export function AccountRowActions({
  account,
  permissions,
  handlers,
}: {
  account: Account;
  permissions: RowPermissions;
  handlers: RowActionHandlers;
}) {
  const { t } = useTranslation();
  const name = fullName(account);
  const isSigningIn = handlers.signingIntoId === account.id;
  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {permissions.canSignInto && (
        <Tooltip title={t('accounts.actions.signInto')}>
          <span>
            <IconButton
              aria-label={t('accounts.actions.signIntoNamed', { name })}
              onClick={() => handlers.onSignInto(account)}
              loading={isSigningIn}
              disabled={handlers.signingIntoId !== null}
            >
              <LoginOutlined
                sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none' })}
              />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {permissions.canEdit && (
        <Tooltip title={t('accounts.actions.edit')}>
          <IconButton
            component={Link}
            to={paths.editAccount(account.id)}
            aria-label={t('accounts.actions.editNamed', { name })}
          >
            <EditOutlined />
          </IconButton>
        </Tooltip>
      )}
      {permissions.canDelete && (
        <Tooltip title={t('accounts.actions.delete')}>
          <IconButton
            aria-label={t('accounts.actions.deleteNamed', { name })}
            sx={{ '&:hover, &:focus-visible': { color: 'error.main' } }}
            onClick={() => handlers.onDelete(account)}
          >
            <DeleteOutlined />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
