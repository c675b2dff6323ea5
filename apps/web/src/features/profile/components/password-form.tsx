import { passwordSchema } from '@adcontrol/domain/auth/contracts';
import { validatePasswordConfirmation } from '@adcontrol/domain/rules/passwords';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PasswordField } from '../../../components/password-field';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { fieldErrorText, SERVER_ERROR } from '../../../lib/field-errors';
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

/** The server names `currentPassword` when the one typed is wrong (SPEC 8: 'Current password incorrect'). */
function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ApiError && error.field === 'currentPassword';
}

export function PasswordForm() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateMe = useUpdateMe();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordValues>({ resolver: zodResolver(passwordChange), defaultValues: EMPTY });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    updateMe.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          enqueueSnackbar(t('profile.password.changed'), { variant: 'success' });
        },
        onError: (error) => {
          if (isWrongCurrentPassword(error)) {
            const message = t('messages.auth.currentPasswordIncorrect');
            setError('currentPassword', { type: SERVER_ERROR, message }, { shouldFocus: true });
          } else if (error instanceof ApiError && error.field === 'newPassword') {
            setError(
              'newPassword',
              { type: SERVER_ERROR, message: errorText(error, t) },
              { shouldFocus: true },
            );
          }
        },
      },
    ),
  );
  const isFieldFailure =
    isWrongCurrentPassword(updateMe.error) ||
    (updateMe.error instanceof ApiError && updateMe.error.field === 'newPassword');

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2.5}>
      {updateMe.isError && !isFieldFailure && (
        <Alert severity="error" role="alert">
          {errorText(updateMe.error, t)}
        </Alert>
      )}
      <PasswordField
        {...register('currentPassword')}
        label={t('profile.password.current')}
        autoComplete="current-password"
        required
        error={Boolean(errors.currentPassword)}
        helperText={fieldErrorText(t, errors.currentPassword)}
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <PasswordField
          {...register('newPassword')}
          label={t('profile.password.new')}
          autoComplete="new-password"
          required
          error={Boolean(errors.newPassword)}
          helperText={
            fieldErrorText(t, errors.newPassword, { too_small: 'messages.validation.passwordTooShort' }) ??
            t('auth.signUp.passwordHelp')
          }
        />
        <PasswordField
          {...register('confirmPassword')}
          label={t('profile.password.confirm')}
          autoComplete="new-password"
          required
          error={Boolean(errors.confirmPassword)}
          helperText={fieldErrorText(t, errors.confirmPassword, {
            custom: 'messages.auth.confirmPasswordMismatch',
          })}
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
