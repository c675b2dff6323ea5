import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdvertiserChoices } from '../../../entities/accounts/api/get-advertisers';
import { fullName } from '../../../lib/account-names';

interface AdvertiserOption {
  id: number;
  name: string;
  detail: string;
}

interface AdvertisersFieldProps {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: boolean;
  helperText?: string;
}

/**
 * The advertisers a seller or super seller works for, picked from those in the caller's scope (adv/raw).
 * A link the caller cannot see stays, named by its number, so saving never drops it unnoticed.
 */
export function AdvertisersField({ value, onChange, error, helperText }: AdvertisersFieldProps) {
  const { t } = useTranslation();
  const advertisers = useAdvertiserChoices();
  const options = useMemo<AdvertiserOption[]>(
    () =>
      (advertisers.data ?? []).map((account) => ({
        id: account.id,
        name: fullName(account),
        detail: [account.company, account.email].filter(Boolean).join(' · '),
      })),
    [advertisers.data],
  );
  const byId = new Map(options.map((option) => [option.id, option]));
  const selected = value.map((id) => byId.get(id) ?? { id, name: `#${id}`, detail: '' });

  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      loading={advertisers.isPending}
      onChange={(_, next) => onChange(next.map((option) => option.id))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      filterSelectedOptions
      noOptionsText={t('accounts.form.noAdvertisers')}
      loadingText={t('common.loading')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box>
            <Typography variant="body2">{option.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {option.detail}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('accounts.form.advertisers')}
          error={error || advertisers.isError}
          helperText={advertisers.isError ? t('messages.accounts.advertiserLoadFailed') : helperText}
        />
      )}
    />
  );
}
