import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

type CreativeTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'name'> & {
  /** The creative's field: it names the label (`campaigns.creatives.fields.<name>`) and the error. */
  name: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
  errors: ReadonlyMap<string, string>;
};

/** One text field of a creative, labelled and flagged by its field name. */
export function CreativeTextField({
  name,
  value,
  onChange,
  errors,
  helperText,
  ...rest
}: CreativeTextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t(`campaigns.creatives.fields.${name}`)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
      error={errors.has(name)}
      helperText={errors.get(name) ?? helperText}
      fullWidth
      size="small"
      {...rest}
    />
  );
}
