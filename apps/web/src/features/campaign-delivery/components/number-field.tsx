import { keepDecimal, keepDigits } from '@adcontrol/domain/rules/inputs';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface NumberFieldProps<V extends FieldValues> {
  control: Control<V>;
  name: FieldPath<V>;
  label: string;
  /** Under the field when it has no error: the typed figure as the language writes it, a unit, a range. */
  hint?: ReactNode;
  /** Decimal fields take one separator, a point or a comma (SPEC 5); others digits only. */
  isDecimal?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** The error's words, already translated (they may name the field and the limit). */
  errorText?: string | undefined;
}

/** A figure typed as text: SPEC 5's digits-only (or one separator) rule applied as the user types or pastes. */
export function NumberField<V extends FieldValues>({
  control,
  name,
  label,
  hint,
  isDecimal = false,
  required,
  disabled,
  errorText,
}: NumberFieldProps<V>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          name={field.name}
          inputRef={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(isDecimal ? keepDecimal(event.target.value) : keepDigits(event.target.value))
          }
          label={label}
          required={required}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? (errorText ?? fieldState.error.message) : hint}
          slotProps={{ htmlInput: { inputMode: isDecimal ? 'decimal' : 'numeric', dir: 'ltr' } }}
        />
      )}
    />
  );
}
