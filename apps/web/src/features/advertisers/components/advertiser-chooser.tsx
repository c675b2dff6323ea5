import type { Account } from '@adcontrol/domain/accounts/account';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAdvertiserChoices } from '../../../entities/accounts/api/get-advertisers';

/** The advertiser's company, else its name, else its e-mail: what a seller knows it by. */
export function advertiserLabel(
  account: Pick<Account, 'company' | 'firstName' | 'lastName' | 'email'>,
): string {
  const name = [account.firstName, account.lastName].filter((part) => part?.trim()).join(' ');
  return account.company?.trim() || name || account.email;
}

interface AdvertiserChooserProps {
  advertiserId: number | null;
  onChoose: (id: number) => void;
}

/** Any advertiser of the caller's scope, found by typing part of its name. */
export function AdvertiserChooser({ advertiserId, onChoose }: AdvertiserChooserProps) {
  const { t } = useTranslation();
  const choices = useAdvertiserChoices(true);
  const options = [...(choices.data ?? [])].sort((a, b) =>
    advertiserLabel(a).localeCompare(advertiserLabel(b)),
  );
  const value = options.find((option) => option.id === advertiserId) ?? null;
  return (
    <Autocomplete
      options={options}
      value={value}
      loading={choices.isPending}
      getOptionLabel={advertiserLabel}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, chosen) => chosen && onChoose(chosen.id)}
      noOptionsText={choices.isError ? t('advertiser.chooser.failed') : t('advertiser.chooser.none')}
      loadingText={t('common.loading')}
      sx={{ maxWidth: 420 }}
      renderInput={(params) => <TextField {...params} size="small" label={t('advertiser.chooser.label')} />}
    />
  );
}
