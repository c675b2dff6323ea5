import type { Account } from '@adcontrol/domain/accounts/account';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName, initialsOf } from '../../lib/account-names';

/** SPEC 2: the logged-in label, first name or company, and the (translated) role. */
export function UserSummary({ account }: { account: Account }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, me: 0.5 }}>
      <Box sx={{ textAlign: 'end', display: { xs: 'none', sm: 'block' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
          {displayName(account)}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`common.roles.${account.role}`)}
        </Typography>
      </Box>
      <Avatar
        src={account.avatar ?? undefined}
        alt=""
        sx={{ width: 34, height: 34, fontSize: '0.9rem', bgcolor: 'primary.main' }}
      >
        {initialsOf(account.firstName, account.lastName) || displayName(account).charAt(0).toUpperCase()}
      </Avatar>
    </Box>
  );
}
