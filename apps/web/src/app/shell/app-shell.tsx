import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import { endSession, useSession } from '../../lib/session-store';
import { RouteGuard } from '../screens';
import { ImpersonationBanner } from './impersonation-banner';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';
import { UserSummary } from './user-summary';

const CONTENT_ID = 'content';

/** The first stop of the Tab key: past the top bar, straight to the page. */
function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${CONTENT_ID}`}
      onClick={(event: MouseEvent) => {
        // Focus the page without putting a fragment in the router's address.
        event.preventDefault();
        document.getElementById(CONTENT_ID)?.focus();
      }}
      sx={(theme) => ({
        position: 'absolute',
        insetInlineStart: 8,
        top: 8,
        zIndex: theme.zIndex.appBar + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus-visible': { transform: 'none' },
      })}
    >
      {t('shell.skipToContent')}
    </Box>
  );
}

/** The frame around every signed-in screen; a signed-out visitor is sent to sign in and brought back. */
export function AppShell() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();

  if (!session.authenticated || !session.account) {
    return <Navigate to={paths.login()} replace state={{ from: location.pathname + location.search }} />;
  }
  const { account } = session;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <Box
            component={Link}
            to={paths.home()}
            sx={{ color: 'inherit', textDecoration: 'none', display: 'flex' }}
          >
            <BrandMark size={28} />
          </Box>
          <Box sx={{ flex: 1 }} />
          <UserSummary account={account} />
          <LanguageMenu />
          <ThemeToggle />
          <Tooltip title={t('common.actions.settings')}>
            <IconButton
              color="inherit"
              component={Link}
              to={paths.profile()}
              aria-label={t('common.actions.settings')}
            >
              <SettingsOutlined />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('common.actions.logout')}>
            <IconButton
              color="inherit"
              aria-label={t('common.actions.logout')}
              onClick={() => {
                endSession();
                void navigate(paths.login());
              }}
            >
              <LogoutOutlined />
            </IconButton>
          </Tooltip>
        </Toolbar>
        <ImpersonationBanner />
      </AppBar>
      <Box id={CONTENT_ID} tabIndex={-1} sx={{ outline: 'none' }}>
        <RouteGuard>
          <Outlet />
        </RouteGuard>
      </Box>
    </Box>
  );
}
