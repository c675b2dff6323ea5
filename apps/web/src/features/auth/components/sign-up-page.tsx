import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { paths } from '../../../config/paths';
import { SignUpForm } from './sign-up-form';

export function SignUpPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <AuthLayout
        icon={<MarkEmailReadOutlined fontSize="inherit" color="primary" aria-hidden />}
        title={t('auth.signUp.successTitle')}
        subtitle={t('auth.signUp.successBody', { email: sentTo })}
      >
        <Button component={RouterLink} to={paths.login()} variant="contained" size="large">
          {t('auth.signUp.backToSignIn')}
        </Button>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.signUp.title')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <>
          {t('auth.signUp.haveAccount')}{' '}
          <Link component={RouterLink} to={paths.login()}>
            {t('auth.signUp.signIn')}
          </Link>
        </>
      }
    >
      <SignUpForm onSignedUp={setSentTo} />
    </AuthLayout>
  );
}
