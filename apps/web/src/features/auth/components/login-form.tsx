import type { SignInRequest } from '@adcontrol/domain/auth/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type FormEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { columnSx } from '../../../components/column-sx';
import { PasswordField } from '../../../components/password-field';
import { TextInput } from '../../../components/text-input';
import { paths } from '../../../config/paths';
import { onDemand } from '../../../lib/on-demand';
import { type OnDemandState, useOnDemand } from '../../../lib/use-on-demand';
import { isUnconfirmed } from '../api/auth-errors';
import { useSignIn } from '../api/sign-in';
import { useFailureMessage } from '../hooks/use-failure-message';
import { type CredentialErrors, checkCredentials } from './check-credentials';

const FIELDS = ['email', 'password'] as const;

/** Shown only after a failed sign-in: fetched once the visitor starts typing, not with the page (decision 013). */
const alertModule = onDemand(() => import('@mui/material/Alert'));

/**
 * Two fields in plain React state, checked against the shared schema as react-hook-form with its zod resolver
 * checked them (on submit, then on every change once submitted; the first invalid field takes the focus): the
 * sign-in page is the one page every visit may start on, and react-hook-form is 14 kB gzipped (decision 013).
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const signIn = useSignIn();
  const failure = useFailureMessage(signIn.error);
  const [values, setValues] = useState<SignInRequest>({ email: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const isSubmitted = useRef(false);
  const inputs = useRef<Partial<Record<keyof SignInRequest, HTMLInputElement | null>>>({});

  const alert = useOnDemand(alertModule, Boolean(failure));

  const change = (field: keyof SignInRequest) => async (event: ChangeEvent<HTMLInputElement>) => {
    alertModule.prefetch();
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (isSubmitted.current) setErrors(await checkCredentials(next));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    alertModule.prefetch();
    isSubmitted.current = true;
    const found = await checkCredentials(values);
    setErrors(found);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) inputs.current[invalid]?.focus();
    else signIn.mutate(values, { onSuccess: onSignedIn });
  };

  const inputRef = (field: keyof SignInRequest) => (root: HTMLDivElement | null) => {
    inputs.current[field] = root?.querySelector('input') ?? null;
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={columnSx(2.5)}>
      {failure && (
        <FailureAlert alert={alert}>
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
        </FailureAlert>
      )}
      <TextInput
        ref={inputRef('email')}
        name="email"
        value={values.email}
        onChange={change('email')}
        label={t('auth.login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errors.email ? t('auth.validation.emailInvalid') : undefined}
      />
      <PasswordField
        ref={inputRef('password')}
        name="password"
        value={values.password}
        onChange={change('password')}
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
    </Box>
  );
}

/**
 * MUI's error `Alert` once its code is there; if it could not be downloaded (the connection dropped after the
 * page loaded), the same words as plain error text, so a failure is never silent.
 */
function FailureAlert({
  alert,
  children,
}: {
  alert: OnDemandState<typeof import('@mui/material/Alert')>;
  children: ReactNode;
}) {
  if (alert.status === 'loaded') {
    const Alert = alert.module.default;
    return (
      <Alert severity="error" role="alert">
        {children}
      </Alert>
    );
  }
  if (alert.status !== 'failed') return null;
  return (
    <Typography component="div" role="alert" color="error">
      {children}
    </Typography>
  );
}
