import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { paths } from '../../config/paths';
import { endSession, useSession } from '../../lib/session-store';
import { LanguageMenu } from './language-menu';
import { ThemeToggle } from './theme-toggle';

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
  const name = account.firstName ?? account.company ?? account.email;

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
          <Box sx={{ textAlign: 'end', display: { xs: 'none', sm: 'block' }, me: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
              {name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`common.roles.${account.role}`)}
            </Typography>
          </Box>
          <LanguageMenu />
          <ThemeToggle />
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
      </AppBar>
      <Outlet />
    </Box>
  );
}
