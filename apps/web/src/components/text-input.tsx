import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type ReactNode, type Ref, useId } from 'react';

export interface TextInputProps
  extends Pick<
    OutlinedInputProps,
    | 'name'
    | 'value'
    | 'onChange'
    | 'onBlur'
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'required'
    | 'error'
    | 'endAdornment'
  > {
  label: string;
  helperText?: ReactNode;
  /** On the root, as TextField's: react-hook-form's `register` finds the input inside. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * An outlined text field with its label and helper text, built as TextField builds one (same markup, ids and
 * ARIA) from its parts. TextField itself always brings Select, Menu, Popover and Modal, about 18 kB gzipped
 * that the sign-in page would load for nothing (decision 013). Full width, as the theme makes every TextField.
 */
export function TextInput({ label, helperText, ref, error, required, ...input }: TextInputProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl ref={ref} error={error} required={required} fullWidth variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput {...input} id={id} label={label} aria-describedby={helperTextId} fullWidth />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
