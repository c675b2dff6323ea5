import { LANGUAGES, type Language } from '@adcontrol/domain/shared/enum-values';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

interface LanguageFieldProps {
  label: string;
  value: Language | undefined;
  onChange: (value: Language) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** One of the three interface languages, each named in its own language. */
export function LanguageField({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  name,
}: LanguageFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      name={name}
      label={label}
      value={value ?? 'es'}
      onChange={(event) => onChange(event.target.value as Language)}
      onBlur={onBlur}
      error={error}
      helperText={helperText}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={language}>
          {t(`common.languages.${language}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
