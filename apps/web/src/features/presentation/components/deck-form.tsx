import type { CreatePresentationRequest } from '@adcontrol/domain/presentations/contracts';
import { MAX_DECK_CAMPAIGNS } from '@adcontrol/domain/presentations/contracts';
import { networkDay } from '@adcontrol/domain/rules/date-format';
import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays } from '../../../lib/day-range';
import { useAdvertiserCampaigns } from '../api/get-advertiser-campaigns';
import { useAdvertisers } from '../api/get-advertisers';

interface DeckFormProps {
  isSubmitting: boolean;
  /** The server's refusal, naming a field when it does. */
  error: { field: string | null; text: string } | null;
  onSubmit: (request: CreatePresentationRequest) => void;
}

const labelOf = (account: {
  company: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}) =>
  account.company?.trim() ||
  [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ') ||
  account.email;

/** An advertiser, optionally some of its campaigns, the days and the deck's language. */
export function DeckForm({ isSubmitting, error, onSubmit }: DeckFormProps) {
  const { t, i18n } = useTranslation();
  const today = networkDay(Date.now());
  const [advertiserId, setAdvertiserId] = useState<number | null>(null);
  const [campaignIds, setCampaignIds] = useState<number[]>([]);
  const [from, setFrom] = useState(addDays(today, -29));
  const [to, setTo] = useState(today);
  const [language, setLanguage] = useState<Language>((i18n.resolvedLanguage ?? 'en') as Language);
  const [isTouched, setTouched] = useState(false);
  const advertisers = useAdvertisers();
  const campaigns = useAdvertiserCampaigns(advertiserId);
  const options = [...(advertisers.data ?? [])].sort((a, b) => labelOf(a).localeCompare(labelOf(b)));
  const campaignOptions = campaigns.data ?? [];
  const isFull = campaignIds.length >= MAX_DECK_CAMPAIGNS;
  const isBackwards = from > to;
  const fieldError = (field: string) => (error?.field === field ? error.text : null);
  const advertiserMissing =
    isTouched && advertiserId === null ? t('presentation.form.advertiserRequired') : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (advertiserId === null || isBackwards || !from || !to) return;
    onSubmit(
      campaignIds.length > 0 ? { campaignIds, from, to, language } : { advertiserId, from, to, language },
    );
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <Autocomplete
        options={options}
        value={options.find((option) => option.id === advertiserId) ?? null}
        loading={advertisers.isPending}
        getOptionLabel={labelOf}
        getOptionKey={(option) => option.id}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_, chosen) => {
          setAdvertiserId(chosen?.id ?? null);
          setCampaignIds([]);
        }}
        loadingText={t('common.loading')}
        noOptionsText={t('presentation.form.noAdvertisers')}
        renderInput={(params) => {
          const message = fieldError('advertiserId') ?? advertiserMissing;
          return (
            <TextField
              {...params}
              required
              label={t('presentation.form.advertiser')}
              error={Boolean(message)}
              helperText={message ?? ' '}
            />
          );
        }}
      />
      <Autocomplete
        multiple
        disableCloseOnSelect
        disabled={advertiserId === null}
        options={campaignOptions}
        value={campaignOptions.filter((option) => campaignIds.includes(option.id))}
        loading={campaigns.isPending && advertiserId !== null}
        getOptionLabel={(option) => option.name}
        getOptionKey={(option) => option.id}
        getOptionDisabled={(option) => isFull && !campaignIds.includes(option.id)}
        isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
        onChange={(_, chosen) =>
          setCampaignIds(chosen.map((option) => option.id).slice(0, MAX_DECK_CAMPAIGNS))
        }
        loadingText={t('common.loading')}
        noOptionsText={t('presentation.form.noCampaigns')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('presentation.form.campaigns')}
            error={Boolean(fieldError('campaignIds'))}
            helperText={
              fieldError('campaignIds') ??
              t('presentation.form.campaignsHelp', { count: campaignIds.length, max: MAX_DECK_CAMPAIGNS })
            }
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField
          type="date"
          label={t('presentation.form.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          error={isBackwards || Boolean(fieldError('from'))}
          helperText={isBackwards ? t('presentation.form.endBeforeStart') : (fieldError('from') ?? ' ')}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          type="date"
          label={t('presentation.form.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          error={Boolean(fieldError('to'))}
          helperText={fieldError('to') ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          required
        />
        <TextField
          select
          label={t('presentation.form.language')}
          value={language}
          onChange={(event) => setLanguage(event.target.value as Language)}
          helperText=" "
        >
          {LANGUAGES.map((code) => (
            <MenuItem key={code} value={code}>
              {t(`presentation.languages.${code}`)}
            </MenuItem>
          ))}
        </TextField>
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
