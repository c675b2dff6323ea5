import type { Role } from '@adcontrol/domain/shared/enums';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import SwipeableDrawer from '@mui/material/SwipeableDrawer';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { OnDemandTooltip } from '../../components/on-demand-tooltip';
import { paths } from '../../config/paths';
import { AfterFirstRender } from '../../lib/use-after-first-render';
import { useClientConfig } from './get-client-config';
import { NavTheme } from './nav-theme';
import { SideNav } from './side-nav';

export const SIDEBAR_WIDTH = 260;
export const SIDEBAR_MINI_WIDTH = 76;

/** SPEC 1: the BETA 2.0 badge and the Support link (an external form, in a new tab) close the menu. */
function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation();
  const config = useClientConfig();
  const support = config ? (
    <Link
      href={config.supportUrl}
      target="_blank"
      rel="noopener noreferrer"
      underline="hover"
      color="text.secondary"
      aria-label={collapsed ? `${t('shell.support')} (${t('shell.opensInNewTab')})` : undefined}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: '0.875rem' }}
    >
      <SupportAgentOutlined fontSize="small" />
      {!collapsed && (
        <>
          {t('shell.support')}
          <OpenInNewOutlined sx={{ fontSize: 14 }} titleAccess={t('shell.opensInNewTab')} />
        </>
      )}
    </Link>
  ) : null;
  return (
    <Box
      sx={{
        mt: 'auto',
        // The mini menu is 76 px wide: the badge needs all of it but a small margin.
        p: collapsed ? 1 : 2,
        display: 'flex',
        flexDirection: collapsed ? 'column' : 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
      }}
    >
      <Chip
        label={collapsed ? 'β 2.0' : 'BETA 2.0'}
        aria-label="BETA 2.0"
        title="BETA 2.0"
        size="small"
        color="secondary"
        sx={{
          fontWeight: 700,
          letterSpacing: collapsed ? 0 : 0.5,
          maxWidth: 'none',
          '& .MuiChip-label': { px: collapsed ? 0.75 : 1, overflow: 'visible' },
        }}
      />
      {support && collapsed ? (
        <OnDemandTooltip title={t('shell.support')}>{support}</OnDemandTooltip>
      ) : (
        support
      )}
    </Box>
  );
}

function SidebarContent({
  role,
  collapsed,
  onNavigate,
}: {
  role: Role;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box
        component={RouterLink}
        to={paths.home()}
        onClick={onNavigate}
        aria-label={t('shell.homeLink')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: collapsed ? 'center' : 'flex-start',
          minHeight: 64,
          px: collapsed ? 0 : 2.5,
          color: 'text.primary',
          textDecoration: 'none',
          flexShrink: 0,
        }}
      >
        <BrandMark size={30} withName={!collapsed} />
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto' }}>
        <SideNav role={role} collapsed={collapsed} onNavigate={onNavigate} />
      </Box>
      <Divider />
      <SidebarFooter collapsed={collapsed} />
    </Box>
  );
}

/** The vertical menu on wide screens: always there, full or mini (icons only). */
export function PermanentSidebar({ role, collapsed }: { role: Role; collapsed: boolean }) {
  const width = collapsed ? SIDEBAR_MINI_WIDTH : SIDEBAR_WIDTH;
  return (
    <NavTheme>
      <Drawer
        variant="permanent"
        sx={(theme) => ({
          width,
          flexShrink: 0,
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          '& .MuiDrawer-paper': {
            width,
            boxSizing: 'border-box',
            overflowX: 'hidden',
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
          },
        })}
      >
        <SidebarContent role={role} collapsed={collapsed} />
      </Drawer>
    </NavTheme>
  );
}

/**
 * Below 1200 px the menu is a drawer: the menu button opens it, and so does a swipe from the screen's edge
 * on touch screens (SPEC 2).
 */
export function DrawerSidebar({
  role,
  open,
  onOpen,
  onClose,
}: {
  role: Role;
  open: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <NavTheme>
      <SwipeableDrawer
        anchor="left"
        open={open}
        onOpen={onOpen}
        onClose={onClose}
        swipeAreaWidth={24}
        // The edge below the top bar, so the swipe area never covers the menu button.
        disableDiscovery
        // Built when it opens, not with every page (SwipeableDrawer keeps it mounted unless told): closed, it
        // laid the new page out at once to place itself off screen and drew the whole menu for nothing. A swipe
        // still opens it: the drawer mounts on the touch that starts the swipe (decision 076).
        ModalProps={{ keepMounted: false }}
        slotProps={{
          paper: { 'aria-label': t('shell.mainMenu'), sx: { width: SIDEBAR_WIDTH } },
          swipeArea: { style: { top: 64 } },
        }}
      >
        <AfterFirstRender>
          <SidebarContent role={role} collapsed={false} onNavigate={onClose} />
        </AfterFirstRender>
      </SwipeableDrawer>
    </NavTheme>
  );
}
