import type { Account } from '@adcontrol/domain/accounts/account';
import Avatar from '@mui/material/Avatar';
import { displayName, initialsOf } from '../../lib/account-names';

export function UserAvatar({ account, size }: { account: Account; size: number }) {
  return (
    <Avatar
      src={account.avatar ?? undefined}
      alt=""
      sx={{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'primary.main' }}
    >
      {initialsOf(account.firstName, account.lastName) || displayName(account).charAt(0).toUpperCase()}
    </Avatar>
  );
}
