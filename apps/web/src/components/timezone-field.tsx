import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

interface TimezoneFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}

let zones: { id: string; offset: string }[] | null = null;

/** Every IANA zone the browser knows, with its current UTC offset; computed once, it is ~400 formatters. */
function timezones() {
  if (zones) return zones;
  const ids = Intl.supportedValuesOf('timeZone');
  if (!ids.includes('UTC')) ids.push('UTC');
  const now = new Date();
  zones = ids.map((id) => {
    const part = new Intl.DateTimeFormat('en', { timeZone: id, timeZoneName: 'shortOffset' })
      .formatToParts(now)
      .find((item) => item.type === 'timeZoneName');
    return { id, offset: part?.value ?? '' };
  });
  return zones;
}

/** A searchable list of time zones: type part of a city or region ("santiago", "sao"). */
export function TimezoneField({ label, value, onChange, error, helperText, name }: TimezoneFieldProps) {
  const options = useMemo(() => timezones(), []);
  const selected = options.find((zone) => zone.id === value) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, zone) => onChange(zone?.id)}
      getOptionLabel={(zone) => `${zone.id.replaceAll('_', ' ')} (${zone.offset})`}
      isOptionEqualToValue={(option, current) => option.id === current.id}
      autoHighlight
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} error={error} helperText={helperText} />
      )}
    />
  );
}
