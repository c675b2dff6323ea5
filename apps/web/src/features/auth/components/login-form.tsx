import type { SignInRequest } from '@adcontrol/domain/auth/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { paths } from '../../../config/paths';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { isUnconfirmed } from '../api/auth-errors';
import { useSignIn } from '../api/sign-in';
import { useFailureMessage } from '../hooks/use-failure-message';

// The shared schema (and zod with it) loads on the first submit, not with the login page (decision 013).
const resolver = lazyZodResolver<SignInRequest>(
  async () => (await import('@adcontrol/domain/auth/contracts')).signInRequest,
);

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const failure = useFailureMessage(signIn.error);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInRequest>({
    resolver,
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((credentials) => signIn.mutate(credentials, { onSuccess: onSignedIn }));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
          {isUnconfirmed(signIn.error) && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('auth.login.confirmHint')}{' '}
              <Link
                component={RouterLink}
                to={paths.forgotPassword()}
                state={{ email: signIn.variables?.email }}
                color="inherit"
                sx={{ fontWeight: 600 }}
              >
                {t('auth.login.confirmHintAction')}
              </Link>
            </Typography>
          )}
        </Alert>
      )}
      <TextInput
        {...register('email')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email ? t('auth.validation.emailInvalid') : undefined}
      />
      <PasswordField
        {...register('password')}
        label={t('auth.login.password')}
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password ? t('auth.validation.passwordRequired') : undefined}
      />
      <Link component={RouterLink} to={paths.forgotPassword()} variant="body2" sx={{ alignSelf: 'flex-end' }}>
        {t('auth.login.forgot')}
      </Link>
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </Button>
    </Stack>
  );
}
