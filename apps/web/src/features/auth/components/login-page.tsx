import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session-store';
import { LoginForm } from './login-form';

function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && from !== paths.login() ? from : paths.home();
}

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const target = returnPath(location.state);

  if (session.authenticated) return <Navigate to={target} replace />;

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          p: 6,
          color: '#fff',
          background: 'linear-gradient(140deg, #1a237e 0%, #3949ab 55%, #5c6bc0 100%)',
        }}
      >
        <BrandMark size={36} />
        <Box sx={{ maxWidth: 480 }}>
          <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.15, mb: 2 }}>
            {t('auth.login.brandTitle')}
          </Typography>
          <Typography component="p" sx={{ opacity: 0.9, fontSize: '1.05rem' }}>
            {t('auth.login.brandBody')}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ opacity: 0.8 }}>
          {t('common.tagline')}
        </Typography>
      </Box>

      <Box sx={{ display: 'grid', placeItems: 'center', px: 2, py: 6 }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 } }}>
          <Stack spacing={3}>
            <Box sx={{ display: { md: 'none' } }}>
              <BrandMark size={32} />
            </Box>
            <Box>
              <Typography variant="h1" gutterBottom>
                {t('auth.login.title')}
              </Typography>
              <Typography color="text.secondary">{t('auth.login.subtitle')}</Typography>
            </Box>
            <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
              {t('auth.login.noAccount')}{' '}
              <Link component={RouterLink} to={paths.signUp()}>
                {t('auth.login.signUp')}
              </Link>
            </Typography>
          </Stack>
        </Paper>
      </Box>
    </Box>
  );
}
