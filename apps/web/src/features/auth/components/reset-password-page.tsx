import { resetPasswordRequest } from '@adcontrol/domain/auth/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { AuthLayout } from '../../../components/auth-layout';
import { PasswordField } from '../../../components/password-field';
import { useFieldProps } from '../../../components/use-field-props';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { isLinkInvalid } from '../api/auth-errors';
import { type ResetPasswordRequest, useResetPassword } from '../api/reset-password';

function PasswordResetDone() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      icon={<TaskAltOutlined fontSize="inherit" color="success" aria-hidden />}
      title={t('messages.auth.passwordReset')}
      subtitle={t('auth.reset.doneBody')}
    >
      <Button component={RouterLink} to={paths.login()} variant="contained" size="large">
        {t('common.actions.signIn')}
      </Button>
    </AuthLayout>
  );
}

function ResetLinkInvalid() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      icon={<LinkOffOutlined fontSize="inherit" color="error" aria-hidden />}
      title={t('auth.reset.failedTitle')}
      subtitle={t('auth.reset.failedBody')}
    >
      <Alert severity="error" role="alert">
        {t('messages.auth.linkInvalid')}
      </Alert>
      <Button component={RouterLink} to={paths.forgotPassword()} variant="contained" size="large">
        {t('auth.reset.requestNew')}
      </Button>
    </AuthLayout>
  );
}

/** /reset-password/:token, opened from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequest),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const fieldProps = useFieldProps(form);

  if (reset.isSuccess) return <PasswordResetDone />;
  // A spent or expired link cannot be retried: the form gives way to the way on.
  if (isLinkInvalid(reset.error)) return <ResetLinkInvalid />;

  return (
    <AuthLayout
      title={t('auth.reset.title')}
      subtitle={t('auth.reset.subtitle')}
      footer={
        <Link component={RouterLink} to={paths.forgotPassword()}>
          {t('auth.reset.requestNew')}
        </Link>
      }
    >
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={form.handleSubmit((values) => reset.mutate({ ...values, token }))}
      >
        {reset.isError && (
          <Alert severity="error" role="alert">
            {errorText(reset.error, t)}
          </Alert>
        )}
        <PasswordField
          {...fieldProps('password', {
            issues: { too_small: 'messages.validation.passwordTooShort' },
            hint: t('auth.signUp.passwordHelp'),
          })}
          label={t('auth.reset.password')}
          autoComplete="new-password"
          autoFocus
          required
        />
        <PasswordField
          {...fieldProps('confirmPassword', { issues: { custom: 'messages.auth.confirmPasswordMismatch' } })}
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          {t('auth.reset.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
