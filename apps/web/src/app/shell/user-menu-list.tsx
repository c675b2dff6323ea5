import type { Account } from '@adcontrol/domain/accounts/account';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { UserAvatar } from './user-avatar';

interface UserMenuListProps {
  account: Account;
  name: string;
  role: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogOut: () => void;
}

/** The user menu's content, loaded when it is first opened (decision 013). */
export function UserMenuList({ account, name, role, anchor, onClose, onLogOut }: UserMenuListProps) {
  const { t } = useTranslation();
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
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
      <MenuItem component={Link} to={paths.profile()} onClick={onClose}>
        <ListItemIcon>
          <SettingsOutlined fontSize="small" />
        </ListItemIcon>
        {t('common.actions.settings')}
      </MenuItem>
      <MenuItem onClick={onLogOut}>
        <ListItemIcon>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        {t('common.actions.logout')}
      </MenuItem>
    </Menu>
  );
}
