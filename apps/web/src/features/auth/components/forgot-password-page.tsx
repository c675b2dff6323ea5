import { forgotPassword } from '@adcontrol/domain/auth/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { z } from 'zod';
import { AuthLayout } from '../../../components/auth-layout';
import { useFieldProps } from '../../../components/use-field-props';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useForgotPassword } from '../api/forgot-password';

type ForgotValues = z.input<typeof forgotPassword.body>;

/** The login screen passes the address it was given, so a user asking for a new link need not type it again. */
function emailFrom(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const request = useForgotPassword();
  const form = useForm<ForgotValues>({
    resolver: zodResolver(forgotPassword.body),
    defaultValues: { email: emailFrom(location.state) },
  });
  const { handleSubmit, getValues } = form;
  const fieldProps = useFieldProps(form);

  const backToSignIn = (
    <Link component={RouterLink} to={paths.login()}>
      {t('auth.forgot.backToSignIn')}
    </Link>
  );

  // The answer reads the same whether or not the address has an account: nobody can find out who is a customer.
  if (request.isSuccess) {
    return (
      <AuthLayout
        icon={<MarkEmailReadOutlined fontSize="inherit" color="primary" aria-hidden />}
        title={t('auth.forgot.sentTitle')}
        subtitle={t('auth.forgot.sentBody', { email: getValues('email') })}
        footer={backToSignIn}
      />
    );
  }

  return (
    <AuthLayout title={t('auth.forgot.title')} subtitle={t('auth.forgot.subtitle')} footer={backToSignIn}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={handleSubmit(({ email }) => request.mutate(email))}
      >
        {request.isError && (
          <Alert severity="error" role="alert">
            {errorText(request.error, t)}
          </Alert>
        )}
        <TextField
          {...fieldProps('email', {
            issues: {
              invalid_format: 'auth.validation.emailInvalid',
              invalid_type: 'auth.validation.emailInvalid',
            },
          })}
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          autoFocus
          required
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending}>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
