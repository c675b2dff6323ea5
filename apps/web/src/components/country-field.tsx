import type { CountryCode } from '@adcontrol/domain/shared/enums';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCountryOptions } from '../lib/use-country-options';

interface CountryFieldProps {
  label: string;
  value: CountryCode | undefined;
  onChange: (value: CountryCode | undefined) => void;
  /** The entry for "no country" (a filter's "all", a form's "not set"); none when a country is required. */
  emptyLabel?: string;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  size?: 'small' | 'medium';
  name?: string;
}

/** A select of the network's countries, named in the interface language. */
export function CountryField({ label, value, onChange, emptyLabel, ...rest }: CountryFieldProps) {
  const options = useCountryOptions();
  return (
    <TextField
      {...rest}
      select
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || undefined) as CountryCode | undefined)}
      slotProps={
        emptyLabel === undefined
          ? undefined
          : { inputLabel: { shrink: true }, select: { displayEmpty: true } }
      }
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
