import type { Account } from '@adcontrol/domain/accounts/account';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccount } from '../../../entities/accounts/api/get-account';
import { useAccountMatches } from '../../../entities/accounts/api/search-accounts';
import { fullName } from '../../../lib/account-names';

/** Fewer letters match too many people to be worth asking for. */
const PERSON_SEARCH_MIN = 3;

interface PersonFieldProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}

type Option = Pick<Account, 'id' | 'email' | 'firstName' | 'lastName' | 'company'>;

/** Picks an account by name, company or e-mail (3 letters or more); the address keeps only its id. */
export function PersonField({ value, onChange }: PersonFieldProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useAccountMatches(input, PERSON_SEARCH_MIN);
  const chosen = useAccount(value);
  const selected: Option | null =
    value === undefined
      ? null
      : (chosen.data ?? { id: value, email: `#${value}`, firstName: null, lastName: null, company: null });
  const options: Option[] = search.data ?? [];
  const isShort = input.trim().length < PERSON_SEARCH_MIN;
  return (
    <Autocomplete<Option>
      size="small"
      value={selected}
      options={
        selected && !options.some((option) => option.id === selected.id) ? [selected, ...options] : options
      }
      filterOptions={(all) => all}
      getOptionLabel={(option) => (option.firstName || option.company ? fullName(option) : option.email)}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            <span>
              <bdi>{fullName(option)}</bdi>
              <br />
              <small>
                <bdi>{option.email}</bdi>
              </small>
            </span>
          </li>
        );
      }}
      loading={search.isFetching}
      noOptionsText={isShort ? t('activity.filters.personHint') : t('activity.filters.nobodyFound')}
      loadingText={t('activity.filters.searching')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_, option) => {
        setInput('');
        onChange(option?.id);
      }}
      renderInput={(params) => <TextField {...params} label={t('activity.filters.person')} />}
    />
  );
}
