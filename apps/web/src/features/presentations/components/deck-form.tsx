import type { CreatePresentationRequest } from '@adcontrol/domain/presentations/contracts';
import { MAX_DECK_CAMPAIGNS, MAX_DECK_DAYS } from '@adcontrol/domain/presentations/contracts';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field';
import { useAdvertiserChoices } from '../../../entities/accounts/api/get-advertisers';
import { useAdvertiserCampaigns } from '../../../entities/campaigns/api/get-advertiser-campaigns';
import { addDays } from '../../../lib/day-range';
import { SERVER_ERROR } from '../../../lib/field-errors';
import { type DeckFormInput, type DeckFormValues, deckFormSchema } from './deck-form-values';

export const DECK_FIELDS = ['advertiserId', 'campaignIds', 'from', 'to', 'language'] as const;

interface DeckFormProps {
  isSubmitting: boolean;
  /** The server's refusal, naming a field when it does. */
  error: { field: (typeof DECK_FIELDS)[number] | null; text: string } | null;
  onSubmit: (request: CreatePresentationRequest) => void;
}

type Named = { company: string | null; firstName: string | null; lastName: string | null; email: string };
const labelOf = (account: Named) =>
  account.company?.trim() ||
  [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ') ||
  account.email;

/** An advertiser, optionally some of its campaigns, the days and the deck's language. */
export function DeckForm({ isSubmitting, error, onSubmit }: DeckFormProps) {
  const { t, i18n } = useTranslation();
  const today = networkDay(Date.now());
  const { control, handleSubmit, setError, setValue } = useForm<DeckFormInput, unknown, DeckFormValues>({
    resolver: zodResolver(deckFormSchema),
    defaultValues: {
      advertiserId: null,
      campaignIds: [],
      from: addDays(today, -29),
      to: today,
      language: (LANGUAGES as readonly string[]).includes(i18n.resolvedLanguage ?? '')
        ? (i18n.resolvedLanguage as Language)
        : 'en',
    },
  });
  const advertiserId = useWatch({ control, name: 'advertiserId' });
  const advertisers = useAdvertiserChoices();
  const campaigns = useAdvertiserCampaigns(advertiserId);
  const options = [...(advertisers.data ?? [])].sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
  const campaignOptions = campaigns.data ?? [];
  // The schema's messages are translation keys; a server's refusal comes in words already.
  const messageOf = (fieldError: FieldError | undefined) =>
    fieldError?.message
      ? fieldError.type === SERVER_ERROR
        ? fieldError.message
        : t(fieldError.message, { max: MAX_DECK_DAYS })
      : null;
  /** A field's error as it shows: marked, with its words under it, or else its hint. */
  const errorProps = (fieldError: FieldError | undefined, hint: ReactNode = ' ') => ({
    error: Boolean(fieldError),
    helperText: messageOf(fieldError) ?? hint,
  });

  useEffect(() => {
    if (error?.field)
      setError(error.field, { type: SERVER_ERROR, message: error.text }, { shouldFocus: true });
  }, [error, setError]);

  const submit = handleSubmit(({ advertiserId: id, campaignIds, from, to, language }) =>
    onSubmit(
      campaignIds.length > 0 ? { campaignIds, from, to, language } : { advertiserId: id, from, to, language },
    ),
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Controller
        control={control}
        name="advertiserId"
        render={({ field, fieldState }) => (
          <Autocomplete
            options={options}
            value={options.find((option) => option.id === field.value) ?? null}
            loading={advertisers.isPending}
            getOptionLabel={labelOf}
            getOptionKey={(option) => option.id}
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_, chosen) => {
              field.onChange(chosen?.id ?? null);
              setValue('campaignIds', []);
            }}
            onBlur={field.onBlur}
            loadingText={t('common.loading')}
            noOptionsText={t('presentation.form.noAdvertisers')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                required
                label={t('presentation.form.advertiser')}
                {...errorProps(fieldState.error)}
              />
            )}
          />
        )}
      />
      <Controller
        control={control}
        name="campaignIds"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            disableCloseOnSelect
            disabled={advertiserId === null}
            options={campaignOptions}
            value={campaignOptions.filter((option) => field.value.includes(option.id))}
            loading={campaigns.isPending && advertiserId !== null}
            getOptionLabel={(option) => option.name}
            getOptionKey={(option) => option.id}
            getOptionDisabled={(option) =>
              field.value.length >= MAX_DECK_CAMPAIGNS && !field.value.includes(option.id)
            }
            isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
            onChange={(_, chosen) => field.onChange(chosen.map((option) => option.id))}
            onBlur={field.onBlur}
            loadingText={t('common.loading')}
            noOptionsText={t('presentation.form.noCampaigns')}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label={t('presentation.form.campaigns')}
                {...errorProps(
                  fieldState.error,
                  // Isolated, so a right-to-left page keeps "0 of 20" in reading order.
                  <bdi>
                    {t('presentation.form.campaignsHelp', {
                      count: field.value.length,
                      max: MAX_DECK_CAMPAIGNS,
                    })}
                  </bdi>,
                )}
              />
            )}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        {(['from', 'to'] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field, fieldState }) => (
              <DateField
                name={field.name}
                value={field.value}
                onChange={(day) => field.onChange(day ?? '')}
                required
                label={t(`presentation.form.${name}`)}
                {...errorProps(fieldState.error)}
              />
            )}
          />
        ))}
        <Controller
          control={control}
          name="language"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              select
              label={t('presentation.form.language')}
              {...errorProps(fieldState.error)}
            >
              {LANGUAGES.map((code) => (
                <MenuItem key={code} value={code}>
                  {t(`presentation.languages.${code}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Box>
      {error && !error.field ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {error.text}
        </Box>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={isSubmitting} size="large">
          {t('presentation.form.generate')}
        </Button>
      </Box>
    </Box>
  );
}
