import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
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
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.signUp()}>
            {t('auth.login.signUp')}
          </Link>
        </>
      }
    >
      <LoginForm onSignedIn={() => void navigate(target, { replace: true })} />
    </AuthLayout>
  );
}
