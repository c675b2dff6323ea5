import type { Account } from '@adcontrol/domain/accounts/account';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { displayName, initialsOf } from '../../lib/account-names';
import { endSession } from '../../lib/session-store';

function UserAvatar({ account, size }: { account: Account; size: number }) {
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

/**
 * SPEC 2: the logged-in label (first name or company, and the translated role) opens the user menu with
 * Settings and Log Out.
 */
export function UserMenu({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const name = displayName(account);
  const role = t(`common.roles.${account.role}`);

  function logOut() {
    setAnchor(null);
    endSession();
    queryClient.clear();
    void navigate(paths.login());
  }

  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('shell.userMenu', { name, role })}
        sx={{ borderRadius: 6, gap: 1.25, ps: { xs: 0.5, md: 1 }, pe: 0.5, py: 0.5 }}
      >
        <Box sx={{ textAlign: 'end', display: { xs: 'none', md: 'block' } }}>
          <Typography
            variant="body2"
            component="span"
            sx={{ display: 'block', fontWeight: 600, lineHeight: 1.2 }}
          >
            {name}
          </Typography>
          <Typography variant="caption" component="span" color="text.secondary">
            {role}
          </Typography>
        </Box>
        <UserAvatar account={account} size={36} />
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        slotProps={{ paper: { sx: { minWidth: 220, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1, display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <UserAvatar account={account} size={40} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {role} · {account.email}
            </Typography>
          </Box>
        </Box>
        <Divider />
        <MenuItem component={Link} to={paths.profile()} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <SettingsOutlined fontSize="small" />
          </ListItemIcon>
          {t('common.actions.settings')}
        </MenuItem>
        <MenuItem onClick={logOut}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          {t('common.actions.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
