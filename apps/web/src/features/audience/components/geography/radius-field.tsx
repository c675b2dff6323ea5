import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_RADIUS_METERS, parseRadius } from './geography-values';

interface RadiusFieldProps {
  label: string;
  value: number;
  onChange: (meters: number) => void;
  size?: 'small' | 'medium';
}

/** Metres, digits only, from 1 to 500,000; a field left empty keeps the last radius until something valid is typed. */
export function RadiusField({ label, value, onChange, size }: RadiusFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => (parseRadius(current) === value ? current : String(value)));
  }, [value]);
  const isInvalid = parseRadius(text) === null;
  return (
    <TextField
      label={label}
      value={text}
      size={size}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        const meters = parseRadius(digits);
        setText(meters === null ? digits : String(meters));
        if (meters !== null && meters !== value) onChange(meters);
      }}
      onBlur={() => isInvalid && setText(String(value))}
      error={isInvalid}
      helperText={isInvalid ? t('audience.geography.radius.invalid', { max: MAX_RADIUS_METERS }) : undefined}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: 6 },
        input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
      }}
    />
  );
}
