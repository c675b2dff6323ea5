import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CenteredPage } from '../components/centered-page';
import { paths } from '../config/paths';

function AccessPage({
  titleKey,
  bodyKey,
  action,
}: {
  titleKey: string;
  bodyKey: string;
  action: 'home' | 'login';
}) {
  const { t } = useTranslation();
  return (
    <CenteredPage>
      <Typography variant="h1">{t(titleKey)}</Typography>
      <Typography color="text.secondary">{t(bodyKey)}</Typography>
      <Button
        component={Link}
        to={action === 'home' ? paths.home() : paths.login()}
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

export function ProtectedPage() {
  return <AccessPage titleKey="screens.protected" bodyKey="access.protectedBody" action="login" />;
}

export function NotFoundPage() {
  return <AccessPage titleKey="screens.notFound" bodyKey="access.notFoundBody" action="home" />;
}
