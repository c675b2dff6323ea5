import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** What the date field takes (date-field.tsx); the lazily loaded picker takes the same. */
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
