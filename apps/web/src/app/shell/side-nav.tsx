import type { Role } from '@adcontrol/domain/shared/enums';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OnDemandTooltip } from '../../components/on-demand-tooltip';
import { activeMenuKey, type MenuItem, menuFor } from '../../config/menu';
import { MENU_ICONS } from './menu-icons';

interface NavProps {
  role: Role;
  /** The mini variant: icons only, each named by a tooltip. */
  collapsed: boolean;
  /** Called after a link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
}

/** The side menu by role (SPEC 2), with the Campaigns group of Control and Programmatics. */
export function SideNav({ role, collapsed, onNavigate }: NavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = menuFor(role);
  const active = activeMenuKey(pathname, items);
  const grouped = items.filter((item) => item.group === 'campaigns');
  const [isGroupOpen, setGroupOpen] = useState(true);

  const link = (item: MenuItem, nested = false) => (
    <NavLink
      key={item.key}
      item={item}
      isActive={active === item.key}
      collapsed={collapsed}
      nested={nested}
      onNavigate={onNavigate}
    />
  );

  return (
    <Box component="nav" aria-label={t('shell.mainMenu')}>
      <List sx={{ px: 1.5, py: 1, display: 'grid', gap: 0.25 }}>
        {items.map((item) => {
          if (item.group !== 'campaigns') return link(item);
          if (item !== grouped[0]) return null;
          if (collapsed) return grouped.map((child) => link(child));
          const groupActive = grouped.some((child) => child.key === active);
          return (
            <li key="campaigns-group">
              <ListItemButton
                onClick={() => setGroupOpen((open) => !open)}
                aria-expanded={isGroupOpen}
                sx={{ borderRadius: 2, color: groupActive ? 'primary.main' : undefined }}
              >
                <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>
                  <MENU_ICONS.campaigns />
                </ListItemIcon>
                <ListItemText primary={t('nav.campaigns')} />
                {isGroupOpen ? <ExpandLess /> : <ExpandMore />}
              </ListItemButton>
              <Collapse in={isGroupOpen} unmountOnExit>
                <List disablePadding sx={{ display: 'grid', gap: 0.25, pt: 0.25 }}>
                  {grouped.map((child) => link(child, true))}
                </List>
              </Collapse>
            </li>
          );
        })}
      </List>
    </Box>
  );
}

function NavLink({
  item,
  isActive,
  collapsed,
  nested,
  onNavigate,
}: {
  item: MenuItem;
  isActive: boolean;
  collapsed: boolean;
  nested: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const Icon = MENU_ICONS[item.key];
  const label = t(`nav.${item.key}`);
  const button = (
    <ListItemButton
      component={Link}
      to={item.path}
      selected={isActive}
      aria-current={isActive ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      onClick={onNavigate}
      sx={{
        borderRadius: 2,
        // Logical, so the nested items step in from the reading side in RTL as well.
        paddingInlineStart: nested ? 5 : 1.5,
        justifyContent: collapsed ? 'center' : 'flex-start',
        '&.Mui-selected': {
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.dark' },
        },
      }}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
        <Icon fontSize={nested ? 'small' : 'medium'} />
      </ListItemIcon>
      {!collapsed && <ListItemText primary={label} />}
    </ListItemButton>
  );
  return (
    <li>
      {collapsed ? (
        <OnDemandTooltip title={label} placement="right">
          {button}
        </OnDemandTooltip>
      ) : (
        button
      )}
    </li>
  );
}
