import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAudienceFormatters } from '../../hooks/use-audience-formatters';
import { MAX_RADIUS_METERS, readRadius } from './geography-values';

interface RadiusFieldProps {
  label: string;
  value: number;
  onChange: (meters: number) => void;
  size?: 'small' | 'medium';
}

/**
 * Metres, as typed ("1.5" stays 1.5), more than 0 and at most 500,000. A radius that cannot be used is never
 * rewritten: it stays in the field with what is wrong, and the field says which radius still applies.
 */
export function RadiusField({ label, value, onChange, size }: RadiusFieldProps) {
  const { t } = useTranslation();
  const format = useAudienceFormatters();
  const [text, setText] = useState(String(value));
  useEffect(() => {
    setText((current) => {
      const reading = readRadius(current);
      return 'meters' in reading && reading.meters === value ? current : String(value);
    });
  }, [value]);
  const reading = readRadius(text);
  const problem = 'problem' in reading ? reading.problem : null;
  const keeps = t('audience.geography.radius.keeps', { meters: format.number(value) });
  const helperText =
    problem === 'tooLarge'
      ? `${t('audience.geography.radius.tooLarge', { max: format.number(MAX_RADIUS_METERS) })} ${keeps}`
      : problem === 'invalid'
        ? `${t('audience.geography.radius.invalid')} ${keeps}`
        : undefined;
  return (
    <TextField
      label={label}
      value={text}
      size={size}
      onChange={(event) => {
        setText(event.target.value);
        const next = readRadius(event.target.value);
        if ('meters' in next && next.meters !== value) onChange(next.meters);
      }}
      error={problem !== null}
      helperText={helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">m</InputAdornment> },
      }}
    />
  );
}
