import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { CenteredPage } from '../components/centered-page';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-store';

function AccessPage({
  titleKey,
  bodyKey,
  action,
  from,
}: {
  titleKey: string;
  bodyKey: string;
  action: 'home' | 'login';
  from?: string;
}) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <Typography variant="h1">{t(titleKey)}</Typography>
      <Typography color="text.secondary">{t(bodyKey)}</Typography>
      {from && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {t('access.requestedPage', { path: from })}
        </Typography>
      )}
      <Button
        component={Link}
        to={action === 'home' ? paths.home() : paths.login()}
        state={from ? { from } : undefined}
        variant="contained"
        sx={{ justifySelf: 'center' }}
      >
        {action === 'home' ? t('common.actions.goHome') : t('common.actions.signIn')}
      </Button>
    </CenteredPage>
  );
}

export function RestrictedPage() {
  return <AccessPage titleKey="screens.restricted" bodyKey="access.restrictedBody" action="home" />;
}

/** A signed-out visitor asked for a page that needs a session: sign in, then land on that page. */
export function ProtectedPage() {
  const { authenticated } = useSession();
  const state = useLocation().state as { from?: unknown } | null;
  const from = typeof state?.from === 'string' && state.from.startsWith('/') ? state.from : undefined;
  if (authenticated) return <Navigate to={from ?? paths.home()} replace />;
  return (
    <AccessPage titleKey="screens.protected" bodyKey="access.protectedBody" action="login" from={from} />
  );
}

export function NotFoundPage() {
  return <AccessPage titleKey="screens.notFound" bodyKey="access.notFoundBody" action="home" />;
}
