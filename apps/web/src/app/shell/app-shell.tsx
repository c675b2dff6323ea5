import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
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
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    </Box>
  );
}
