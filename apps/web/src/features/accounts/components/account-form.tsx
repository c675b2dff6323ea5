import type { Account } from '@adcontrol/domain/accounts/account';
import { createAccountRequest } from '@adcontrol/domain/accounts/contracts';
import { passwordSchema } from '@adcontrol/domain/auth/contracts';
import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormCountryField } from '../../../components/form-country-field';
import { FormFailure } from '../../../components/form-failure';
import { FormLanguageField } from '../../../components/form-language-field';
import { FormTimezoneField } from '../../../components/form-timezone-field';
import { PasswordField } from '../../../components/password-field';
import { fieldErrorProps, useFieldProps } from '../../../components/use-field-props';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { useSession } from '../../../lib/session-store';
import { useSaveAccount } from '../hooks/use-save-account';
import { creatableRoles, hasLinkedAdvertisers } from '../permissions';
import { type AccountFormValues, toCreateRequest, toUpdateRequest } from './account-form-values';
import { AdvertisersField } from './advertisers-field';
import { FormSection } from './form-section';

/** The contract's create request; editing keeps the password when it is left blank. */
function schemaFor(isCreate: boolean) {
  return createAccountRequest.extend({
    password: isCreate ? passwordSchema : z.union([z.literal(''), passwordSchema]),
  });
}

const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'email',
  'role',
  'password',
  'language',
  'timezone',
  'country',
  'advertisersLinked',
] as const;

function initialValues(account: Account | undefined, me: Account, language: string): AccountFormValues {
  const roles = creatableRoles({ account: me, isSpecialAdmin: false });
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    company: account?.company ?? '',
    email: account?.email ?? '',
    role: account?.role ?? (roles.includes('advertiser') ? 'advertiser' : (roles[0] ?? 'advertiser')),
    password: '',
    language:
      account?.language ??
      ((LANGUAGES as readonly string[]).includes(language) ? (language as Language) : 'es'),
    timezone: account?.timezone ?? me.timezone,
    country: account?.country ?? undefined,
    advertisersLinked: account?.advertisersLinked ?? [],
  };
}

/** The create-or-update-account form (SPEC 2's modal, here a page of its own). */
export function AccountForm({ account }: { account?: Account }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const { account: me, isSpecialAdmin = false } = useSession();
  const isCreate = account === undefined;
  const save = useSaveAccount();
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(schemaFor(isCreate)),
    defaultValues: me ? initialValues(account, me, i18n.language) : undefined,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { dirtyFields },
  } = form;
  const fieldProps = useFieldProps(form);
  const role = useWatch({ control, name: 'role' });
  if (!me) return null;

  const roles = creatableRoles({ account: me, isSpecialAdmin });
  const roleChoices = account && !roles.includes(account.role) ? [account.role, ...roles] : roles;

  const submit = handleSubmit((values) => {
    const request = isCreate
      ? { kind: 'create' as const, body: toCreateRequest(values) }
      : { kind: 'update' as const, id: account.id, body: toUpdateRequest(values, dirtyFields) };
    save.mutate(request, {
      onSuccess: () => {
        enqueueSnackbar(t(isCreate ? 'messages.accounts.created' : 'messages.accounts.updated'), {
          variant: 'success',
        });
        void navigate(paths.accounts());
      },
      onError: (error) => {
        const field = failedField(error, FIELDS);
        if (!field) return;
        const isTaken = error instanceof ApiError && error.code === 'CONFLICT' && field === 'email';
        const message = isTaken ? t('messages.auth.emailExists') : errorText(error, t);
        setError(field, { type: SERVER_ERROR, message }, { shouldFocus: true });
      },
    });
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <FormFailure error={save.error} fields={FIELDS} />
      <FormSection title={t('accounts.form.identity')}>
        <TextField {...fieldProps('firstName')} label={t('accounts.form.firstName')} required />
        <TextField {...fieldProps('lastName')} label={t('accounts.form.lastName')} />
        <TextField {...fieldProps('company')} label={t('accounts.form.company')} />
        <TextField
          {...fieldProps('email', { issues: { invalid_format: 'auth.validation.emailInvalid' } })}
          label={t('accounts.form.email')}
          type="email"
          required
          autoComplete="off"
        />
      </FormSection>

      <FormSection title={t('accounts.form.access')}>
        <Controller
          control={control}
          name="role"
          render={({ field, fieldState }) => (
            <TextField
              select
              required
              name={field.name}
              label={t('accounts.form.role')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              {...fieldErrorProps(t, fieldState.error)}
            >
              {roleChoices.map((choice) => (
                <MenuItem key={choice} value={choice} disabled={!roles.includes(choice)}>
                  {t(`common.roles.${choice}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <PasswordField
          {...fieldProps('password', {
            issues: {
              too_small: 'messages.validation.passwordTooShort',
              invalid_union: 'messages.validation.passwordTooShort',
            },
            hint: t(isCreate ? 'auth.signUp.passwordHelp' : 'accounts.form.keepPassword'),
          })}
          label={t(isCreate ? 'accounts.form.password' : 'accounts.form.newPassword')}
          required={isCreate}
          autoComplete="new-password"
        />
      </FormSection>

      <FormSection title={t('accounts.form.preferences')}>
        <FormLanguageField control={control} name="language" label={t('accounts.form.language')} />
        <FormTimezoneField control={control} name="timezone" label={t('accounts.form.timezone')} />
        <FormCountryField
          control={control}
          name="country"
          label={t('accounts.form.country')}
          emptyLabel={isCreate ? t('accounts.form.countryAuto') : undefined}
          hint={isCreate ? t('accounts.form.countryHelp') : undefined}
        />
      </FormSection>

      {hasLinkedAdvertisers(role) && (
        <FormSection title={t('accounts.form.linked')} columns={1}>
          <Controller
            control={control}
            name="advertisersLinked"
            render={({ field, fieldState }) => (
              <AdvertisersField
                value={field.value ?? []}
                onChange={field.onChange}
                {...fieldErrorProps(t, fieldState.error, { hint: t('accounts.form.advertisersHelp') })}
              />
            )}
          />
        </FormSection>
      )}

      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
        <Button component={Link} to={paths.accounts()} disabled={save.isPending}>
          {t('common.actions.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {t(isCreate ? 'accounts.form.submitCreate' : 'accounts.form.submitUpdate')}
        </Button>
      </Box>
    </Stack>
  );
}
