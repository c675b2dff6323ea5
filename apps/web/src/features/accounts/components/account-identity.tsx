import type { Account } from '@adcontrol/domain/accounts/account';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { fullName, initialsOf } from '../../../lib/account-names';

/** Picture or initials, the name, and the company under it. */
export function AccountIdentity({ account }: { account: Account }) {
  const name = fullName(account);
  const hasCompanyLine = Boolean(account.company && account.company !== name);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        src={account.avatar ?? undefined}
        alt=""
        sx={{ width: 36, height: 36, fontSize: '0.875rem', bgcolor: 'primary.main' }}
      >
        {initialsOf(account.firstName, account.lastName) || name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        {hasCompanyLine && (
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {account.company}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

const ROLE_COLORS = {
  admin: 'secondary',
  country_manager: 'primary',
  super_seller: 'primary',
  seller: 'default',
  advertiser: 'success',
  analyst: 'default',
} as const;

export function RoleChip({ role }: { role: Account['role'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={ROLE_COLORS[role]} label={t(`common.roles.${role}`)} />;
}
