import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface SelectFieldProps<T extends string> {
  name: string;
  label: string;
  value: T | null | undefined;
  options: readonly T[];
  /** The words for an option; without it the option reads as itself (a currency, a purchase model). */
  optionLabel?: (option: T) => string;
  onChange: (value: T) => void;
  required?: boolean;
  error?: boolean;
  helperText?: string | undefined;
}

/** A form's choice of one of a fixed list of values (a format, a purchase model, a currency). */
export function SelectField<T extends string>({
  options,
  optionLabel,
  value,
  onChange,
  ...rest
}: SelectFieldProps<T>) {
  return (
    <TextField
      {...rest}
      select
      fullWidth
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as T)}
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel ? optionLabel(option) : option}
        </MenuItem>
      ))}
    </TextField>
  );
}
