import { formatDay } from '@adcontrol/domain/format/format';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import { lazy, type ReactNode, Suspense } from 'react';

// The pickers and the date library weigh more than most screens that use them: they load on their own.
const DatePickerField = lazy(() => import('./date-picker-field'));

export interface DateFieldProps {
  label: string;
  /** A network day, `YYYY-MM-DD`; empty when none. */
  value: string | null | undefined;
  /** The day typed or picked, or `undefined` when the field is empty or does not hold a whole, allowed date. */
  onChange: (day: string | undefined) => void;
  /** The first and last days allowed, `YYYY-MM-DD`. */
  min?: string | null | undefined;
  max?: string | null | undefined;
  name?: string;
  required?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** The form's own verdict, shown when the field itself has nothing to say. */
  error?: boolean;
  helperText?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The one date input of the product (decision 051): DD/MM/YY typed or picked on a calendar in the reader's
 * language, while forms and addresses keep carrying `YYYY-MM-DD`. A date it cannot use says so, naming the field.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingDateField {...props} />}>
      <DatePickerField {...props} />
    </Suspense>
  );
}

/** The same box with its label and day while the picker loads (once a visit), so nothing moves when it comes. */
function LoadingDateField({
  label,
  value,
  required,
  fullWidth,
  size,
  error,
  helperText,
  sx,
}: DateFieldProps) {
  return (
    <TextField
      label={label}
      value={value ? formatDay(value) : ''}
      placeholder="DD/MM/YY"
      required={required}
      fullWidth={fullWidth}
      size={size}
      error={error}
      helperText={helperText}
      sx={sx}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { readOnly: true } }}
    />
  );
}
