import { type SignInRequest, signInRequest } from '@adcontrol/domain/auth/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useSignIn } from '../api/sign-in';

/** SPEC 8: a failed login shows the server's reason, prefixed 'Server error: ', or 'Unknown server error'. */
function useFailureMessage(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_CREDENTIALS') return t('messages.auth.invalidCredentials');
    if (error.code === 'NETWORK') return t('messages.common.offline');
    if (error.code !== 'UNKNOWN') return t('messages.auth.serverError', { message: error.message });
  }
  return t('messages.auth.unknownServerError');
}

export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const signIn = useSignIn();
  const failure = useFailureMessage(signIn.error);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInRequest>({
    resolver: zodResolver(signInRequest),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit((credentials) => signIn.mutate(credentials, { onSuccess: onSignedIn }));

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <TextField
        {...register('email')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email ? t('auth.validation.emailInvalid') : undefined}
      />
      <TextField
        {...register('password')}
        label={t('auth.login.password')}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        error={Boolean(errors.password)}
        helperText={errors.password ? t('auth.validation.passwordRequired') : undefined}
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  aria-label={showPassword ? t('auth.login.hidePassword') : t('auth.login.showPassword')}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOffOutlined /> : <VisibilityOutlined />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
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
