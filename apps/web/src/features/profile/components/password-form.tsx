import { passwordSchema } from '@adcontrol/domain/auth/contracts';
import { validatePasswordConfirmation } from '@adcontrol/domain/rules/passwords';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFailure } from '../../../components/form-failure';
import { PasswordField } from '../../../components/password-field';
import { useFieldProps } from '../../../components/use-field-props';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useUpdateMe } from '../api/update-me';

const passwordChange = z
  .object({ currentPassword: z.string().min(1), newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((value) => validatePasswordConfirmation(value.newPassword, value.confirmPassword) === null, {
    message: 'Confirm password does not match',
    path: ['confirmPassword'],
  });
type PasswordValues = z.input<typeof passwordChange>;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword'] as const;

export function PasswordForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateMe = useUpdateMe();
  const form = useForm<PasswordValues>({ resolver: zodResolver(passwordChange), defaultValues: EMPTY });
  const { handleSubmit, setError, reset } = form;
  const fieldProps = useFieldProps(form);

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    updateMe.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          enqueueSnackbar(t('profile.password.changed'), { variant: 'success' });
        },
        onError: (error) => {
          const field = failedField(error, FIELDS);
          if (!field) return;
          // The server names `currentPassword` when the one typed is wrong (SPEC 8: 'Current password incorrect').
          const message =
            field === 'currentPassword' ? t('messages.auth.currentPasswordIncorrect') : errorText(error, t);
          setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
        },
      },
    ),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      <FormFailure error={updateMe.error} fields={FIELDS} />
      <PasswordField
        {...fieldProps('currentPassword')}
        label={t('profile.password.current')}
        autoComplete="current-password"
        required
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PasswordField
          {...fieldProps('newPassword', {
            issues: { too_small: 'messages.validation.passwordTooShort' },
            hint: t('auth.signUp.passwordHelp'),
          })}
          label={t('profile.password.new')}
          autoComplete="new-password"
          required
        />
        <PasswordField
          {...fieldProps('confirmPassword', { issues: { custom: 'messages.auth.confirmPasswordMismatch' } })}
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          required
        />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={updateMe.isPending}>
          {t('profile.password.submit')}
        </Button>
      </Box>
    </Stack>
  );
}
