import { keepMoneyText } from '@adcontrol/domain/rules/budget';
import TextField from '@mui/material/TextField';

interface MoneyFieldProps {
  name: string;
  label: string;
  /** The sum as typed. */
  value: string;
  onChange: (text: string) => void;
  placeholder?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string | undefined;
}

/** A sum of money typed as text, kept to what the money rule reads: digits, dots and one decimal comma. */
export function MoneyField({ onChange, ...rest }: MoneyFieldProps) {
  return (
    <TextField
      {...rest}
      fullWidth
      onChange={(event) => onChange(keepMoneyText(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}
