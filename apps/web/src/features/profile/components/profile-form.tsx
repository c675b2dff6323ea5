import type { Account } from '@adcontrol/domain/accounts/account';
import { updateMeRequest } from '@adcontrol/domain/accounts/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFailure } from '../../../components/form-failure';
import { FormLanguageField } from '../../../components/form-language-field';
import { FormTimezoneField } from '../../../components/form-timezone-field';
import { useFieldProps } from '../../../components/use-field-props';
import { errorText, failedField } from '../../../lib/error-text';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { useSnackbar } from '../../../lib/notifications';
import { setPreference } from '../../../lib/preferences';
import { useUpdateMe } from '../api/update-me';

// The contract's own fields (its object-level check is about passwords, which the other form sends).
const fields = updateMeRequest.shape;
const profileSchema = z.object({
  firstName: fields.firstName.unwrap(),
  lastName: fields.lastName,
  company: fields.company,
  language: fields.language.unwrap(),
  timezone: fields.timezone.unwrap(),
});
type ProfileValues = z.input<typeof profileSchema>;
const FIELDS = ['firstName', 'lastName', 'company', 'language', 'timezone'] as const;

function valuesOf(account: Account): ProfileValues {
  return {
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    company: account.company ?? '',
    language: account.language,
    timezone: account.timezone,
  };
}

export function ProfileForm({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const updateMe = useUpdateMe();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: valuesOf(account),
  });
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { isDirty },
  } = form;
  const fieldProps = useFieldProps(form);

  const submit = handleSubmit((values) =>
    updateMe.mutate(values, {
      onSuccess: async (saved) => {
        reset(valuesOf(saved));
        setPreference('language', saved.language);
        // Said in the language just chosen (fetched on first use), as the interface switches to it.
        await i18n.loadLanguages(saved.language);
        const said = i18n.getFixedT(saved.language);
        enqueueSnackbar(said('messages.profile.updated'), { variant: 'success' });
      },
      onError: (error) => {
        const field = failedField(error, FIELDS);
        if (field)
          setError(field, { type: SERVER_ERROR, message: errorText(error, t) }, { shouldFocus: true });
      },
    }),
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-labelledby="profile-details">
      <FormFailure error={updateMe.error} fields={FIELDS} />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          {...fieldProps('firstName')}
          label={t('profile.fields.firstName')}
          autoComplete="given-name"
          required
        />
        <TextField
          {...fieldProps('lastName')}
          label={t('profile.fields.lastName')}
          autoComplete="family-name"
        />
        <TextField
          {...fieldProps('company')}
          label={t('profile.fields.company')}
          autoComplete="organization"
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormLanguageField
          control={control}
          name="language"
          label={t('profile.fields.language')}
          hint={t('profile.languageHelp')}
        />
        <FormTimezoneField control={control} name="timezone" label={t('profile.fields.timezone')} />
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button
          type="button"
          disabled={!isDirty || updateMe.isPending}
          onClick={() => reset(valuesOf(account))}
        >
          {t('common.actions.discard')}
        </Button>
        <Button type="submit" variant="contained" loading={updateMe.isPending}>
          {t('profile.save')}
        </Button>
      </Box>
    </Stack>
  );
}
