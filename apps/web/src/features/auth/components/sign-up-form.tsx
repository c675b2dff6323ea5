import { signUpRequest } from '@adcontrol/domain/auth/contracts';
import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormCountryField } from '../../../components/form-country-field';
import { PasswordField } from '../../../components/password-field';
import { useFieldProps } from '../../../components/use-field-props';
import { ApiError } from '../../../lib/api-client';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { withoutBlanks } from '../../../lib/form-values';
import { useSignUp } from '../api/sign-up';
import { useFailureMessage } from '../hooks/use-failure-message';

type SignUpValues = z.input<typeof signUpRequest>;
const FIELDS = ['firstName', 'lastName', 'company', 'email', 'password', 'country'] as const;

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { t, i18n } = useTranslation();
  const signUp = useSignUp();
  const form = useForm<SignUpValues>({
    resolver: zodResolver(signUpRequest),
    defaultValues: { firstName: '', lastName: '', company: '', email: '', password: '' },
  });
  const { control, handleSubmit, setError } = form;
  const fieldProps = useFieldProps(form);

  // Every failure reads in the alert above the form as SPEC 8 words it; one that belongs to an input also
  // marks it, with the reason under it.
  const failure = useFailureMessage(signUp.error);

  const submit = handleSubmit((values) => {
    const language = LANGUAGES.find((code) => code === i18n.language) as Language | undefined;
    signUp.mutate(withoutBlanks({ ...values, language }), {
      onSuccess: () => onSignedUp(values.email),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CONFLICT') {
          setError(
            'email',
            { type: SERVER_ERROR, message: t('messages.auth.emailExists') },
            { shouldFocus: true },
          );
          return;
        }
        const field = failedField(error, FIELDS);
        if (field)
          setError(field, { type: SERVER_ERROR, message: errorText(error, t) }, { shouldFocus: true });
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...fieldProps('firstName')}
          label={t('auth.signUp.firstName')}
          autoComplete="given-name"
          required
          autoFocus
        />
        <TextField {...fieldProps('lastName')} label={t('auth.signUp.lastName')} autoComplete="family-name" />
      </Box>
      <TextField {...fieldProps('company')} label={t('auth.signUp.company')} autoComplete="organization" />
      <TextField
        {...fieldProps('email', { issues: { invalid_format: 'auth.validation.emailInvalid' } })}
        label={t('auth.signUp.email')}
        type="email"
        autoComplete="email"
        required
      />
      <PasswordField
        {...fieldProps('password', {
          issues: { too_small: 'messages.validation.passwordTooShort' },
          hint: t('auth.signUp.passwordHelp'),
        })}
        label={t('auth.signUp.password')}
        autoComplete="new-password"
        required
      />
      <FormCountryField
        control={control}
        name="country"
        label={t('auth.signUp.country')}
        emptyLabel={t('auth.signUp.countryNone')}
      />
      <Button type="submit" variant="contained" size="large" loading={signUp.isPending}>
        {signUp.isPending ? t('auth.signUp.submitting') : t('auth.signUp.submit')}
      </Button>
    </Stack>
  );
}
