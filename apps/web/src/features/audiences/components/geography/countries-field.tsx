import type { CountryCode } from '@adcontrol/domain/shared/enums';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type CountryOption, useCountryOptions } from '../../../../lib/use-country-options';

interface CountriesFieldProps {
  value: CountryCode[];
  onChange: (codes: CountryCode[]) => void;
}

/** The network's markets the audience covers, named in the interface language. */
export function CountriesField({ value, onChange }: CountriesFieldProps) {
  const { t } = useTranslation();
  const options = useCountryOptions();
  const byCode = new Map(options.map((option) => [option.code, option]));
  const selected = value.map((code): CountryOption => byCode.get(code) ?? { code, name: code });
  return (
    <Autocomplete
      multiple
      options={options}
      value={selected}
      onChange={(_, chosen) => onChange(chosen.map((option) => option.code))}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.code === other.code}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('audience.geography.countries.label')}
          helperText={t('audience.geography.countries.help')}
        />
      )}
    />
  );
}
